import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { CV_PDF_PATH, RESUME_JSON_PATH } from '@/domain/cv-address';
import type { LocalizedProfile, LocalizedResume } from '@/domain/localize-content';
import { RESUME_SECTIONS } from '@/domain/resume-sections';
import { localizedPath } from '@/domain/site-languages';
import { SOCIAL_NETWORK_NAMES, SOCIAL_NETWORKS } from '@/domain/user-profile';
import { ExternalLink } from '@/ui/external-link';
import { usePageLanguage } from '@/ui/page-language';
import { CvEntry } from './cv-entry';
import { CV_LAYOUT } from './cv-layout';
import './cv-document.css';

/**
 * The whole CV: who (the profile's name, headline and links), then every section that has
 * entries, in the order a CV shows them. Plain HTML, whole without JavaScript, and a clean
 * document when printed (cv-document.css).
 */
export function CvDocument({
  user,
  resume,
}: {
  user: LocalizedProfile | null;
  resume: LocalizedResume;
}) {
  const contacts = SOCIAL_NETWORKS.flatMap((network) =>
    user?.[network] ? [{ network, href: user[network] }] : [],
  );
  // The page's language's files, beside its pages: /fr/cv.pdf on French's CV.
  const { language, site } = usePageLanguage();
  return (
    <article className="cv" aria-labelledby="cv-name">
      <header className="cv-header">
        <h1 id="cv-name" lang={user?.name ? user.textLanguage.name : undefined}>
          {user?.name || t`CV`}
        </h1>
        {user?.label && (
          <p className="cv-label" lang={user.textLanguage.label}>
            {user.label}
          </p>
        )}
        {contacts.length > 0 && (
          <ul className="cv-contacts" aria-label={t`Contact`}>
            {contacts.map(({ network, href }) => (
              <li key={network}>
                <ExternalLink href={href}>{SOCIAL_NETWORK_NAMES[network]}</ExternalLink>
              </li>
            ))}
          </ul>
        )}
        <ul className="cv-downloads" aria-label={t`Other formats`}>
          <li>
            <a
              href={localizedPath(CV_PDF_PATH, language, site)}
              className="button button-primary"
              download
            >
              {t`Download PDF`}
            </a>
          </li>
          <li>
            <a
              href={localizedPath(RESUME_JSON_PATH, language, site)}
              className="button button-outlined"
              type="application/json"
            >
              JSON Resume
            </a>
          </li>
        </ul>
      </header>
      {RESUME_SECTIONS.map((section) => {
        const entries = resume[section] as LocalizedResume[typeof section];
        if (entries.length === 0) return null;
        const layout = CV_LAYOUT[section];
        return (
          <section key={section} className="cv-section" aria-labelledby={`cv-${section}`}>
            <h2 id={`cv-${section}`} className="cv-section-title">
              {i18n._(layout.heading)}
            </h2>
            {entries.map((entry) => (
              <CvEntry key={entry.id} entry={entry} layout={layout} />
            ))}
          </section>
        );
      })}
    </article>
  );
}

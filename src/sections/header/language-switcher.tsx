import { t } from '@lingui/core/macro';
import { useLocation } from '@tanstack/react-router';
import { LANGUAGE_NAMES, localizedPath } from '@/domain/site-languages';
import { usePageLanguage } from '@/ui/page-language';
import { useHydrated } from '@/ui/use-hydrated';
import './language-switcher.css';

/**
 * The site's languages, each by its own name: a link to the page the visitor is on in that
 * language, the chosen tag kept, and the page's own language marked, not a link. A plain link,
 * so choosing loads that language's page whole (a document is in one language, its catalog and
 * its head with it). Nothing on a site in one language.
 */
export function LanguageSwitcher() {
  const { language, site } = usePageLanguage();
  const routePath = useLocation({ select: (location) => location.pathname });
  const search = useLocation({ select: (location) => location.searchStr });
  // The build's HTML is the unfiltered page's: the query joins the links once the app runs.
  const hydrated = useHydrated();
  if (site.all.length < 2) return null;
  const query = hydrated ? search : '';
  return (
    <nav className="language-switcher" aria-label={t`Language`}>
      <ul>
        {site.all.map((code) => (
          <li key={code}>
            {code === language ? (
              <span aria-current="true" lang={code}>
                {LANGUAGE_NAMES[code]}
              </span>
            ) : (
              <a
                href={`${localizedPath(routePath, code, site)}${query}`}
                lang={code}
                hrefLang={code}
              >
                {LANGUAGE_NAMES[code]}
              </a>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { Link } from '@tanstack/react-router';
import { CV_PATH } from '@/domain/cv-address';
import type { LocalizedExperienceLine } from '@/domain/localize-content';
import { formatResumeSpan } from '@/domain/resume-dates';
import './experience-section.css';

/**
 * Where the owner has worked, one line a job, and the way to the whole CV. Nothing at all without
 * a work entry: the page is then as it was before the career record.
 */
export function ExperienceSection({ jobs = [] }: { jobs: LocalizedExperienceLine[] | undefined }) {
  if (jobs.length === 0) return null;
  // Dates are written as the page's language writes them.
  const present = t`present`;
  return (
    <section id="experience" className="experience" aria-labelledby="experience-title">
      <h2 id="experience-title" className="section-title">
        {t`Experience`}
      </h2>
      <ul className="experience-list">
        {jobs.map(({ id, position, name, startDate, endDate, textLanguage }) => (
          <li key={id} className="experience-item">
            <span className="experience-role" lang={textLanguage.position}>
              {position}
            </span>
            {position && name && ' · '}
            <span lang={textLanguage.name}>{name}</span>
            <span className="experience-dates">
              {formatResumeSpan(startDate, endDate, i18n.locale, present)}
            </span>
          </li>
        ))}
      </ul>
      <Link to={CV_PATH} className="button button-outlined experience-cv">
        {t`Full CV`}
      </Link>
    </section>
  );
}

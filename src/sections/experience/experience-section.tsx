import { Link } from '@tanstack/react-router';
import { CV_PATH } from '@/domain/cv-address';
import type { LocalizedExperienceLine } from '@/domain/localize-content';
import { formatResumeSpan } from '@/domain/resume-dates';
import './experience-section.css';

/** The page's language (index.html's lang): dates are written as it writes them. */
const LOCALE = 'en-US';

/**
 * Where the owner has worked, one line a job, and the way to the whole CV. Nothing at all without
 * a work entry: the page is then as it was before the career record.
 */
export function ExperienceSection({ jobs = [] }: { jobs: LocalizedExperienceLine[] | undefined }) {
  if (jobs.length === 0) return null;
  return (
    <section id="experience" className="experience" aria-labelledby="experience-title">
      <h2 id="experience-title" className="section-title">
        Experience
      </h2>
      <ul className="experience-list">
        {jobs.map(({ id, position, name, startDate, endDate, textLanguage }) => (
          <li key={id} className="experience-item">
            <span className="experience-role" lang={textLanguage.position}>
              {position}
            </span>
            {position && name && ' · '}
            <span lang={textLanguage.name}>{name}</span>
            <span className="experience-dates">{formatResumeSpan(startDate, endDate, LOCALE)}</span>
          </li>
        ))}
      </ul>
      <Link to={CV_PATH} className="button button-outlined experience-cv">
        Full CV
      </Link>
    </section>
  );
}

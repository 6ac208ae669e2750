import { Link } from '@tanstack/react-router';
import { CV_PATH } from '@/domain/cv-address';
import type { Resume } from '@/domain/resume';
import { formatResumeSpan } from '@/domain/resume-dates';
import './experience-section.css';

/** The page's language (index.html's lang): dates are written as it writes them. */
const LOCALE = 'en-US';

/**
 * Where the owner has worked, one line a job, and the way to the whole CV. Nothing at all without
 * a work entry: the page is then as it was before the career record.
 */
export function ExperienceSection({ resume }: { resume: Resume | undefined }) {
  const work = resume?.work ?? [];
  if (work.length === 0) return null;
  return (
    <section id="experience" className="experience" aria-labelledby="experience-title">
      <h2 id="experience-title" className="section-title">
        Experience
      </h2>
      <ul className="experience-list">
        {work.map(({ id, fields }) => (
          <li key={id} className="experience-item">
            <span className="experience-role">{fields.position}</span>
            {fields.position && fields.name && ' · '}
            <span>{fields.name}</span>
            <span className="experience-dates">
              {formatResumeSpan(fields.startDate, fields.endDate, LOCALE)}
            </span>
          </li>
        ))}
      </ul>
      <Link to={CV_PATH} className="button button-outlined experience-cv">
        Full CV
      </Link>
    </section>
  );
}

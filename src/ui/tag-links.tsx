import { t } from '@lingui/core/macro';
import { Link } from '@tanstack/react-router';
import { WRITING_PATH } from '@/domain/post-address';
import type { LocalizedText } from '@/domain/translations';

/**
 * Tags as chips, each a link to a list filtered by it: the home page's projects, or the
 * writing's posts (a document load, as every way into the writing: its pages are the build's).
 * The address names the tag, the chip shows its label in the page's language (`labels[i]`
 * labels `tags[i]`).
 */
export function TagLinks({
  tags,
  labels,
  list = 'projects',
}: {
  tags: readonly string[];
  labels?: readonly LocalizedText[];
  list?: 'projects' | 'posts';
}) {
  if (tags.length === 0) return null;
  return (
    <ul className="chips" aria-label={t`Tags`}>
      {tags.map((key, index) => {
        // The address names the tag; the chip and its name say its label.
        const tag = labels?.[index]?.text ?? key;
        const label = <span lang={labels?.[index]?.lang}>{tag}</span>;
        return (
          <li key={key} className="chip-item">
            {list === 'posts' ? (
              <Link
                to={WRITING_PATH}
                search={{ tag: key }}
                reloadDocument
                className="chip chip-link"
                aria-label={t`Posts tagged ${tag}`}
              >
                {label}
              </Link>
            ) : (
              <Link
                to="/"
                search={{ tag: key }}
                hash="projects"
                className="chip chip-link"
                aria-label={t`Projects tagged ${tag}`}
              >
                {label}
              </Link>
            )}
          </li>
        );
      })}
    </ul>
  );
}

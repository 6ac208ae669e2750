import { t } from '@lingui/core/macro';
import { Link } from '@tanstack/react-router';
import type { LocalizedText } from '@/domain/translations';

/**
 * Tags as chips, each a link to the home page's list filtered by it: the address names the tag,
 * the chip shows its label in the page's language (`labels[i]` labels `tags[i]`).
 */
export function TagLinks({
  tags,
  labels,
}: {
  tags: readonly string[];
  labels?: readonly LocalizedText[];
}) {
  if (tags.length === 0) return null;
  return (
    <ul className="chips" aria-label={t`Tags`}>
      {tags.map((key, index) => {
        // The address names the tag; the chip and its name say its label.
        const tag = labels?.[index]?.text ?? key;
        return (
          <li key={key} className="chip-item">
            <Link
              to="/"
              search={{ tag: key }}
              hash="projects"
              className="chip chip-link"
              aria-label={t`Projects tagged ${tag}`}
            >
              <span lang={labels?.[index]?.lang}>{tag}</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

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
    <ul className="chips" aria-label="Tags">
      {tags.map((tag, index) => (
        <li key={tag} className="chip-item">
          <Link
            to="/"
            search={{ tag }}
            hash="projects"
            className="chip chip-link"
            aria-label={`Projects tagged ${labels?.[index]?.text ?? tag}`}
            lang={labels?.[index]?.lang}
          >
            {labels?.[index]?.text ?? tag}
          </Link>
        </li>
      ))}
    </ul>
  );
}

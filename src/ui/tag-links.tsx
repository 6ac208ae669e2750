import { t } from '@lingui/core/macro';
import { Link } from '@tanstack/react-router';

/** Tags as chips, each a link to the home page's list filtered by it. */
export function TagLinks({ tags }: { tags: readonly string[] }) {
  if (tags.length === 0) return null;
  return (
    <ul className="chips" aria-label={t`Tags`}>
      {tags.map((tag) => (
        <li key={tag} className="chip-item">
          <Link
            to="/"
            search={{ tag }}
            hash="projects"
            className="chip chip-link"
            aria-label={t`Projects tagged ${tag}`}
          >
            {tag}
          </Link>
        </li>
      ))}
    </ul>
  );
}

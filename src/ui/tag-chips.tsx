import { t } from '@lingui/core/macro';
/** Tags shown as plain, non-interactive chips. */
export function TagChips({ tags }: { tags: readonly string[] }) {
  if (tags.length === 0) return null;
  return (
    <ul className="chips" aria-label={t`Tags`}>
      {tags.map((tag) => (
        <li key={tag} className="chip">
          {tag}
        </li>
      ))}
    </ul>
  );
}

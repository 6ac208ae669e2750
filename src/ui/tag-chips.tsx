import { t } from '@lingui/core/macro';
import type { LocalizedText } from '@/domain/translations';

/**
 * Tags shown as plain, non-interactive chips: each its label in the page's language
 * (`labels[i]` labels `tags[i]`), or the tag itself.
 */
export function TagChips({
  tags,
  labels,
}: {
  tags: readonly string[];
  labels?: readonly LocalizedText[];
}) {
  if (tags.length === 0) return null;
  return (
    <ul className="chips" aria-label={t`Tags`}>
      {tags.map((tag, index) => (
        <li key={tag} className="chip" lang={labels?.[index]?.lang}>
          {labels?.[index]?.text ?? tag}
        </li>
      ))}
    </ul>
  );
}

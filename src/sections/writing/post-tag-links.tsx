import { t } from '@lingui/core/macro';
import { Link } from '@tanstack/react-router';
import { WRITING_PATH } from '@/domain/post-address';
import type { LocalizedText } from '@/domain/translations';

/**
 * A post's tags as chips, each a link to the list of posts filtered by it: the address names
 * the tag, the chip shows its label in the page's language (`labels[i]` labels `tags[i]`). A
 * document load, as every way into the writing: its pages are the build's.
 */
export function PostTagLinks({
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
        const tag = labels?.[index]?.text ?? key;
        return (
          <li key={key} className="chip-item">
            <Link
              to={WRITING_PATH}
              search={{ tag: key }}
              reloadDocument
              className="chip chip-link"
              aria-label={t`Posts tagged ${tag}`}
            >
              <span lang={labels?.[index]?.lang}>{tag}</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

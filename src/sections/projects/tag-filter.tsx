import { ALL_TAGS } from '@/domain/project-tags';
import { useNeedsApp } from '@/ui/app-starting';

interface TagFilterProps {
  tags: readonly string[];
  value: string;
  onChange: (tag: string) => void;
}

const RADIO_NAME = 'project-tag';

/**
 * The tag chosen on the page as it hydrates: All in the prerendered HTML, or the one a visitor
 * chose before the app's code arrived (src/early-controls.ts filtered the cards to match). The
 * first render then agrees with the page as it is, and React keeps the choice.
 */
export function tagChosenBeforeTheApp(): string {
  if (typeof document === 'undefined') return ALL_TAGS;
  const checked = document.querySelector<HTMLInputElement>(`input[name="${RADIO_NAME}"]:checked`);
  return checked?.value ?? ALL_TAGS;
}

/**
 * A single-select group of native radio buttons: All, then every tag. Native, so arrow keys,
 * focus and the choice itself work before the app's code arrives (src/early-controls.ts filters
 * the cards until then).
 */
export function TagFilter({ tags, value, onChange }: TagFilterProps) {
  const needsApp = useNeedsApp();
  return (
    <div role="radiogroup" className="tag-filter" aria-label="Filter projects by tag">
      {[ALL_TAGS, ...tags].map((tag) => (
        <label key={tag} className="tag-filter-item">
          <input
            type="radio"
            name={RADIO_NAME}
            className="tag-filter-input"
            value={tag}
            checked={tag === value}
            onChange={() => onChange(tag)}
            {...needsApp}
          />
          {tag}
        </label>
      ))}
    </div>
  );
}

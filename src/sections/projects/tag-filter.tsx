import { t } from '@lingui/core/macro';
import * as ToggleGroup from '@radix-ui/react-toggle-group';
import type { TagLabels } from '@/domain/localize-content';
import { ALL_TAGS } from '@/domain/project-tags';
import { useNeedsApp } from '@/ui/app-starting';

interface TagFilterProps {
  tags: readonly string[];
  /** Each tag's label in the page's language, by the tag's key; the value stays the tag. */
  labels?: TagLabels;
  value: string;
  onChange: (tag: string) => void;
}

/**
 * One choice among All and every tag: Radix renders a radio group whose arrow keys move between
 * the tags (one tab stop) and whose Space or Enter chooses one.
 */
export function TagFilter({ tags, labels, value, onChange }: TagFilterProps) {
  const needsApp = useNeedsApp();
  return (
    <ToggleGroup.Root
      type="single"
      className="tag-filter"
      aria-label={t`Filter projects by tag`}
      value={value}
      // A press on the chosen tag asks to clear the choice (''): there is always one.
      onValueChange={(tag) => {
        if (tag) onChange(tag);
      }}
    >
      {[ALL_TAGS, ...tags].map((tag) => (
        <ToggleGroup.Item
          key={tag}
          value={tag}
          className="tag-filter-item"
          lang={tag === ALL_TAGS ? undefined : labels?.get(tag.toLowerCase())?.lang}
          {...needsApp}
        >
          {tag === ALL_TAGS ? t`All` : (labels?.get(tag.toLowerCase())?.text ?? tag)}
        </ToggleGroup.Item>
      ))}
    </ToggleGroup.Root>
  );
}

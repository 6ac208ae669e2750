import * as ToggleGroup from '@radix-ui/react-toggle-group';
import { ALL_TAGS } from '@/domain/project-tags';
import { useNeedsApp } from '@/ui/app-starting';

interface TagFilterProps {
  tags: readonly string[];
  value: string;
  onChange: (tag: string) => void;
}

/** A single-select toggle group: All, then every tag. It never ends with nothing selected. */
export function TagFilter({ tags, value, onChange }: TagFilterProps) {
  const { disabled, 'aria-describedby': describedBy } = useNeedsApp();
  return (
    <ToggleGroup.Root
      type="single"
      className="tag-filter"
      aria-label="Filter projects by tag"
      value={value}
      disabled={disabled}
      onValueChange={(tag) => {
        if (tag) onChange(tag);
      }}
    >
      {[ALL_TAGS, ...tags].map((tag) => (
        <ToggleGroup.Item
          key={tag}
          value={tag}
          className="tag-filter-item"
          aria-describedby={describedBy}
        >
          {tag}
        </ToggleGroup.Item>
      ))}
    </ToggleGroup.Root>
  );
}

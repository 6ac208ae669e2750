import { t } from '@lingui/core/macro';
import { useId } from 'react';
import type { TagLabels } from '@/domain/localize-content';
import { ALL_TAGS } from '@/domain/project-tags';
import { useNeedsApp } from '@/ui/app-starting';

interface TagFilterProps {
  tags: readonly string[];
  /** Each tag's label in the page's language, by the tag's key; the value stays the tag. */
  labels?: TagLabels;
  value: string;
  onChange: (tag: string) => void;
  /** The group's name: what the tags filter (projects by default). */
  label?: string;
}

/**
 * One choice among All and every tag, as the browser's own radio buttons: one tab stop for the
 * group, the arrow keys choosing the next or previous tag, Space the focused one. Each is drawn
 * as a pill, the radio itself spread invisibly over it (projects-section.css), so a press
 * anywhere on the pill is a press on the radio.
 */
export function TagFilter({ tags, labels, value, onChange, label: groupLabel }: TagFilterProps) {
  const needsApp = useNeedsApp();
  const name = useId();
  return (
    <div
      role="radiogroup"
      className="tag-filter"
      aria-label={groupLabel ?? t`Filter projects by tag`}
    >
      {[ALL_TAGS, ...tags].map((tag) => {
        const label = tag === ALL_TAGS ? undefined : labels?.get(tag.toLowerCase());
        return (
          <label key={tag} className="tag-filter-item" lang={label?.lang}>
            <input
              type="radio"
              name={name}
              value={tag}
              checked={tag === value}
              onChange={() => onChange(tag)}
              {...needsApp}
            />
            {tag === ALL_TAGS ? t`All` : (label?.text ?? tag)}
          </label>
        );
      })}
    </div>
  );
}

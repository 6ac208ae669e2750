import { useId, useState, type KeyboardEvent } from 'react';
import { sameTag, uniqueTags } from '@/domain/project-tags';
import { listField, type ProjectFormApi } from './list-field';

/**
 * The project's tags as chips: typing a tag and Enter (or a comma) adds it, each chip's button
 * removes it, and the tags of the other projects are suggested as it is typed. Tags that differ
 * only by case are one tag: one the project has is not added again, and one another project has
 * is added in its spelling, so the visitors' filter shows one chip for it.
 */
export function TagsField({
  form,
  suggestions,
}: {
  form: ProjectFormApi;
  suggestions: readonly string[];
}) {
  const id = useId();
  const field = listField(form, 'tags');
  const tags = field.value;
  const [typed, setTyped] = useState('');
  const itemErrors = Array.isArray(field.error)
    ? (field.error as ({ message?: string } | undefined)[])
    : [];
  const problems = [
    field.error?.message,
    ...itemErrors.map((error, index) => error?.message && `“${tags[index]}”: ${error.message}`),
  ].filter(Boolean);

  const add = (text: string) => {
    const typedTags = text
      .split(',')
      .map((tag) => tag.trim())
      .filter((tag) => tag && !tags.some((own) => sameTag(own, tag)))
      .map((tag) => suggestions.find((known) => sameTag(known, tag)) ?? tag);
    const added = uniqueTags(typedTags);
    if (added.length > 0) field.onChange([...tags, ...added]);
    setTyped('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      add(typed);
    }
  };

  return (
    <div className="form-field studio-field" data-invalid={problems.length > 0 || undefined}>
      <label htmlFor={id}>Tags</label>
      {tags.length > 0 && (
        <ul className="chips studio-chips" aria-label="Tags of this project">
          {tags.map((tag) => (
            <li key={tag} className="chip studio-chip">
              <span>{tag}</span>
              <button
                type="button"
                aria-label={`Remove tag ${tag}`}
                onClick={() => field.onChange(tags.filter((other) => other !== tag))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <input
        id={id}
        list={`${id}-suggestions`}
        value={typed}
        aria-invalid={problems.length > 0}
        aria-describedby={`${id}-hint${problems.length > 0 ? ` ${id}-error` : ''}`}
        onChange={(event) => {
          if (event.target.value.includes(',')) add(event.target.value);
          else setTyped(event.target.value);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          if (typed.trim()) add(typed);
          field.onBlur();
        }}
      />
      <datalist id={`${id}-suggestions`}>
        {suggestions
          .filter((tag) => !tags.some((own) => sameTag(own, tag)))
          .map((tag) => (
            <option key={tag} value={tag} />
          ))}
      </datalist>
      <p id={`${id}-hint`} className="field-hint">
        Type a tag, then Enter or a comma.
      </p>
      {problems.length > 0 && (
        <p id={`${id}-error`} className="field-error">
          {problems.join(' ')}
        </p>
      )}
    </div>
  );
}

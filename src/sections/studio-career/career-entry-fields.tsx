import type { FieldError, UseFormReturn } from 'react-hook-form';
import type { ResumeFieldKind, ResumeSection } from '@/domain/resume-sections';
import { StudioField } from '@/sections/studio/studio-field';
import { CAREER_FIELD_LABELS } from './career-labels';
import { fieldsOf, listItems, type CareerEntryInput } from './career-entry-resolver';

type CareerFormApi = UseFormReturn<CareerEntryInput, unknown, CareerEntryInput>;

const DATE_HINT = 'A year, a month or a day: 2021, 2021-03 or 2021-03-05.';
const END_DATE_HINT = `${DATE_HINT} Empty, or “present”, while it goes on.`;

/** The field's message, or its first item's (by what the item says: "“…”: at most …"). */
function messageOf(error: FieldError | undefined, items: readonly string[]): string | undefined {
  if (!error) return undefined;
  if (error.message) return error.message;
  const itemErrors = Array.isArray(error) ? (error as (FieldError | undefined)[]) : [];
  const index = itemErrors.findIndex((item) => item?.message);
  return index < 0 ? undefined : `“${items[index] ?? ''}”: ${itemErrors[index]?.message}`;
}

/**
 * A list field as a textarea of one item a line, driven through the field's own register
 * handlers as the project form's lists are (list-field.ts), so it validates as it is typed.
 */
function ListInput({
  form,
  name,
  attributes,
}: {
  form: CareerFormApi;
  name: string;
  attributes: object;
}) {
  const { onChange, onBlur } = form.register(name);
  const lines = form.watch(name);
  return (
    <textarea
      {...attributes}
      name={name}
      rows={4}
      value={Array.isArray(lines) ? lines.join('\n') : ''}
      onChange={(event) =>
        void onChange({ target: { name, value: event.target.value.split('\n') }, type: 'change' })
      }
      onBlur={() => void onBlur({ target: { name, value: form.getValues(name) }, type: 'blur' })}
    />
  );
}

/** Every field of a section's entry, each as its kind is typed. */
export function CareerEntryFields({
  form,
  section,
}: {
  form: CareerFormApi;
  section: ResumeSection;
}) {
  const labels = CAREER_FIELD_LABELS[section] as Record<string, string>;
  const { errors } = form.formState;
  const control = (field: string, kind: ResumeFieldKind, attributes: object) => {
    switch (kind) {
      case 'text':
        return <textarea {...attributes} {...form.register(field)} rows={5} />;
      case 'list':
        return <ListInput form={form} name={field} attributes={attributes} />;
      case 'link':
        return <input {...attributes} {...form.register(field)} inputMode="url" />;
      default:
        return <input {...attributes} {...form.register(field)} autoComplete="off" />;
    }
  };
  return fieldsOf(section).map(([field, kind]) => (
    <StudioField
      key={field}
      label={labels[field] ?? field}
      error={messageOf(errors[field] as FieldError | undefined, listItems(form.getValues(field)))}
      hint={kind === 'date' ? (field === 'endDate' ? END_DATE_HINT : DATE_HINT) : undefined}
    >
      {(attributes) => control(field, kind, attributes)}
    </StudioField>
  ));
}

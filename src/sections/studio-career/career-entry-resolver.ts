import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import type { Resolver } from 'react-hook-form';
import { resumeEntrySchema } from '@/domain/resume-file';
import {
  RESUME_SECTION_FIELDS,
  type ResumeFieldKind,
  type ResumeSection,
} from '@/domain/resume-sections';
import { z } from '@/domain/zod';
import { withLinkChecks } from '@/sections/studio/link-resolver';

/**
 * A career entry as its form holds it: each field as typed, a list as its lines (empty ones
 * too, so a line break can be typed).
 */
export type CareerEntryInput = Record<string, string | string[]>;

export const fieldsOf = (section: ResumeSection) =>
  Object.entries(RESUME_SECTION_FIELDS[section] as Record<string, ResumeFieldKind>);

/** A list's lines as its items: trimmed, empty lines left out. */
export const listItems = (value: unknown): string[] =>
  (Array.isArray(value) ? (value as string[]) : [])
    .map((line) => line.trim())
    .filter((line) => line !== '');

/** "present" (in any case) as an end date: JSON Resume has no such value, an empty end is it. */
const endDateOf = (value: string) => (value.toLowerCase() === 'present' ? '' : value);

/** What is typed, as the content file keeps it: lists as their items, dates without spaces. */
function tidy(section: ResumeSection, values: CareerEntryInput): CareerEntryInput {
  return Object.fromEntries(
    fieldsOf(section).map(([field, kind]) => {
      const value = values[field];
      if (kind === 'list') return [field, listItems(value)];
      const typed = typeof value === 'string' ? value : '';
      if (kind !== 'date') return [field, typed];
      return [field, field === 'endDate' ? endDateOf(typed.trim()) : typed.trim()];
    }),
  );
}

/**
 * The content file's schema of the section's entry (what the rules enforce too), and links
 * visitors can open, checking what is typed once tidied.
 */
export function careerEntryResolver(
  section: ResumeSection,
): Resolver<CareerEntryInput, unknown, CareerEntryInput> {
  const schema = z.pipe(
    z.transform((values: CareerEntryInput) => tidy(section, values)),
    resumeEntrySchema(section) as unknown as z.ZodMiniType<CareerEntryInput, CareerEntryInput>,
  ) as unknown as z.ZodMiniType<CareerEntryInput, CareerEntryInput>;
  return withLinkChecks(
    standardSchemaResolver(schema),
    fieldsOf(section)
      .filter(([, kind]) => kind === 'link')
      .map(([field]) => [field, 'link'] as const),
  );
}

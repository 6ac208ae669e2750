import { resumeEntrySchema, type ResumeEntryFields } from '@/domain/resume-file';
import type { ResumeSection } from '@/domain/resume-sections';

/** An entry of `section` with `fields` and every other field empty, as the content file has it. */
export function makeResumeEntry<S extends ResumeSection>(
  section: S,
  fields: Partial<ResumeEntryFields<S>> = {},
): ResumeEntryFields<S> {
  return resumeEntrySchema(section).parse(fields);
}

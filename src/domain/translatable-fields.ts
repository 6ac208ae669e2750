import { RESUME_SECTION_FIELDS, type ResumeFieldKind, type ResumeSection } from './resume-sections';

// The fields of each document the owner may translate (docs/content.md): the texts the owner
// writes, never links, images or dates. The content file's schema, the lenient reading, the
// studio and firestore.rules (tests/unit/firestore-rules.test.ts) all take these lists.

/** The profile's translatable fields. */
export const PROFILE_TRANSLATABLE_FIELDS = ['name', 'label', 'bio'] as const;

/** A project's translatable fields; `tags` item i translates the project's tag i. */
export const PROJECT_TRANSLATABLE_FIELDS = ['title', 'description', 'tags'] as const;

/** The kinds of a career entry's fields that are the owner's words, so translatable. */
export const TRANSLATABLE_RESUME_KINDS: readonly ResumeFieldKind[] = ['line', 'text', 'list'];

export type ResumeTranslatableField<S extends ResumeSection> = {
  [F in keyof (typeof RESUME_SECTION_FIELDS)[S]]: (typeof RESUME_SECTION_FIELDS)[S][F] extends
    'line' | 'text' | 'list'
    ? F
    : never;
}[keyof (typeof RESUME_SECTION_FIELDS)[S]] &
  string;

/** A career section's translatable fields: those of kind line, text or list, in their order. */
export function resumeTranslatableFields<S extends ResumeSection>(
  section: S,
): ResumeTranslatableField<S>[] {
  const fields = RESUME_SECTION_FIELDS[section] as Record<string, ResumeFieldKind>;
  return Object.keys(fields).filter((field) =>
    TRANSLATABLE_RESUME_KINDS.includes(fields[field] as ResumeFieldKind),
  ) as ResumeTranslatableField<S>[];
}

import { useState } from 'react';
import { RESUME_ENTRY_TITLE_FIELD, type ResumeSection } from '@/domain/resume-sections';
import type { StudioResumeEntry } from '@/domain/studio-resume';
import { useUnsavedChanges } from '@/sections/studio/unsaved-changes';
import { CareerEntryForm } from './career-entry-form';
import { fieldsOf, type CareerEntryInput } from './career-entry-resolver';
import { CAREER_SECTION_WORDS } from './career-labels';

const focus = (element: HTMLElement | null) => element?.focus();

/** A new entry's fields: every one empty. */
const blank = (section: ResumeSection): CareerEntryInput =>
  Object.fromEntries(fieldsOf(section).map(([field, kind]) => [field, kind === 'list' ? [] : '']));

interface CareerEntryEditorProps {
  section: ResumeSection;
  /** The entry when the editor opened; none when adding. */
  opened: StudioResumeEntry | null;
  /** The section's entries, as stored now. */
  entries: readonly StudioResumeEntry[];
  onClose: () => void;
}

/** A panel in place of the sections, as the project editor is: one career entry's form. */
export function CareerEntryEditor({ section, opened, entries, onClose }: CareerEntryEditorProps) {
  // A new entry is named once, as the editor opens: its saves all write that one document.
  const [id] = useState(() => opened?.id ?? crypto.randomUUID());
  const [initial] = useState<CareerEntryInput>(() =>
    opened ? (opened.fields as CareerEntryInput) : blank(section),
  );
  const stored = entries.find((entry) => entry.id === id) ?? null;
  const nextOrder = Math.max(-1, ...entries.map(({ order }) => order)) + 1;
  const { confirmLeave } = useUnsavedChanges();
  const { heading, entry } = CAREER_SECTION_WORDS[section];
  const title = opened && String(opened.fields[RESUME_ENTRY_TITLE_FIELD[section] as never] ?? '');
  return (
    <div className="studio-editor">
      <div className="studio-editor-top">
        <h3 ref={focus} tabIndex={-1}>
          {opened ? `Edit “${title || `this ${entry}`}”` : `New ${entry}`}
          <span className="visually-hidden"> ({heading})</span>
        </h3>
        <button
          type="button"
          className="button button-outlined"
          onClick={() => confirmLeave(onClose)}
        >
          Back to the career
        </button>
      </div>
      <CareerEntryForm
        section={section}
        id={id}
        stored={stored}
        adding={!opened}
        initial={initial}
        order={opened?.order ?? nextOrder}
        onDiscard={onClose}
      />
    </div>
  );
}

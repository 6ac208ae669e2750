import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import type { ResumeEntryFields } from '@/domain/resume-file';
import { RESUME_ENTRY_TITLE_FIELD, type ResumeSection } from '@/domain/resume-sections';
import type { StudioResumeEntry } from '@/domain/studio-resume';
import { useSaveResumeEntry } from '@/queries/studio/resume-writes';
import { ConflictView } from '@/sections/studio/conflict-view';
import { listDifferences } from '@/sections/studio/differences';
import { MovedOnNotice } from '@/sections/studio/moved-on-notice';
import { SaveBar } from '@/sections/studio/save-bar';
import { useDraftSave } from '@/sections/studio/use-draft-save';
import { CareerEntryFields } from './career-entry-fields';
import { careerEntryResolver, type CareerEntryInput } from './career-entry-resolver';
import { CAREER_FIELD_LABELS, CAREER_SECTION_WORDS } from './career-labels';

const read = (entry: { fields: unknown; version: number }) => ({
  values: entry.fields as CareerEntryInput,
  version: entry.version,
});

interface CareerEntryFormProps {
  section: ResumeSection;
  /** The entry's id: a new one's is made as its editor opens. */
  id: string;
  /** The entry as stored now; null while it is being added, or once deleted elsewhere. */
  stored: StudioResumeEntry | null;
  adding: boolean;
  initial: CareerEntryInput;
  order: number;
  onDiscard: () => void;
}

/** Every field of one career entry, checked as typed by the content file's own schema. */
export function CareerEntryForm(props: CareerEntryFormProps) {
  const { section, id, stored, adding, initial, order, onDiscard } = props;
  const resolver = useMemo(() => careerEntryResolver(section), [section]);
  const form = useForm<CareerEntryInput, unknown, CareerEntryInput>({
    resolver,
    mode: 'onChange',
    defaultValues: initial,
  });
  // Every value, re-rendering the form as it changes, as the project form does (not useWatch,
  // whose code would join the visitor's start-up file).
  // eslint-disable-next-line react-hooks/incompatible-library
  const values = form.watch();
  const saveEntry = useSaveResumeEntry();
  const storedDraft = useMemo(() => stored && read(stored), [stored]);
  const draft = useDraftSave({
    form,
    stored: storedDraft,
    read,
    write: (fields, readVersion, settled) =>
      saveEntry.mutate(
        {
          entry: {
            id,
            section,
            fields: fields as ResumeEntryFields<ResumeSection>,
            order: stored?.order ?? order,
          },
          readVersion,
        },
        settled,
      ),
  });

  const { entry } = CAREER_SECTION_WORDS[section];
  const title = String(values[RESUME_ENTRY_TITLE_FIELD[section]] ?? '');
  const isNew = adding && stored === null;
  const gone = !adding && stored === null;
  const conflict = draft.state.kind === 'conflict' ? draft.state : null;
  return (
    <form className="studio-form" noValidate aria-label={`The ${entry}`} onSubmit={draft.save}>
      <CareerEntryFields form={form} section={section} />
      {(draft.movedOn || gone) && !conflict && (
        <MovedOnNotice subject={`This ${entry}`} gone={gone} onCompare={draft.compare} />
      )}
      {conflict && (
        <ConflictView
          subject={title ? `“${title}”` : `This ${entry}`}
          gone={conflict.newer === null}
          differences={
            conflict.newer
              ? listDifferences(
                  CAREER_FIELD_LABELS[section] as Record<string, string>,
                  conflict.newer.values,
                  form.getValues(),
                )
              : []
          }
          onKeepDraft={draft.keepDraft}
          onUseNewer={conflict.newer ? draft.useNewer : onDiscard}
          keeping={saveEntry.isPending}
        />
      )}
      <SaveBar
        state={draft.state}
        dirty={form.formState.isDirty}
        new={isNew}
        saveLabel={isNew ? `Add the ${entry}` : `Save the ${entry}`}
        onDiscard={draft.discard}
      />
    </form>
  );
}

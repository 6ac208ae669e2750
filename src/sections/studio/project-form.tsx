import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { StudioProject } from '@/domain/studio-content';
import { useSaveProject } from '@/queries/studio/content-writes';
import { ConflictView } from './conflict-view';
import { listDifferences } from './differences';
import { ImagesField } from './images-field';
import { MovedOnNotice } from './moved-on-notice';
import type { ProjectInput, ProjectValues } from './project-form-values';
import { uniqueProjectId } from './project-id';
import { PROJECT_LABELS, PROJECT_LINKS } from './project-labels';
import { projectResolver } from './project-resolver';
import { SaveBar } from './save-bar';
import { StudioField } from './studio-field';
import { TagsField } from './tags-field';
import { useDraftSave } from './use-draft-save';

const read = ({ id, fields, version }: StudioProject) => ({ values: { id, ...fields }, version });

interface ProjectFormProps {
  /** The project as stored now; null while it is being added, or once deleted elsewhere. */
  stored: StudioProject | null;
  /** A new project: its id is made from the title, and stays editable until it is saved. */
  adding: boolean;
  initial: ProjectValues;
  order: number;
  /** The other projects' ids. */
  takenIds: ReadonlySet<string>;
  suggestions: readonly string[];
  onDiscard: () => void;
  /** A new project was saved, with this id. */
  onAdded: (id: string) => void;
}

/** Every field of a project, checked as typed by the content file's own schema. */
export function ProjectForm(props: ProjectFormProps) {
  const { stored, adding, initial, order, takenIds, suggestions, onDiscard, onAdded } = props;
  const idEditable = adding && stored === null;
  const resolver = useMemo(
    () => projectResolver(idEditable ? takenIds : new Set()),
    [idEditable, takenIds],
  );
  const form = useForm<ProjectInput, unknown, ProjectValues>({
    resolver,
    mode: 'onChange',
    defaultValues: initial,
  });
  const { register, setValue, formState } = form;
  const { errors } = formState;
  // Every value, re-rendering the form as it changes: useWatch would put its code into the
  // visitor's start-up file. (This app is not built with React Compiler, which skips this.)
  // eslint-disable-next-line react-hooks/incompatible-library
  const values = form.watch();
  const [idEdited, setIdEdited] = useState(false);
  const saveProject = useSaveProject();
  const storedDraft = useMemo(() => stored && read(stored), [stored]);
  const draft = useDraftSave({
    form,
    stored: storedDraft,
    read: (current) => read(current as StudioProject),
    write: ({ id, ...fields }, readVersion, settled) =>
      saveProject.mutate(
        { project: { id, fields, order: stored?.order ?? order }, readVersion },
        {
          ...settled,
          onSuccess: () => {
            settled.onSuccess();
            if (idEditable) onAdded(id);
          },
        },
      ),
  });

  useEffect(() => {
    if (idEditable && !idEdited) {
      setValue('id', uniqueProjectId(values.title ?? '', takenIds), { shouldValidate: true });
    }
  }, [idEditable, idEdited, values.title, takenIds, setValue]);

  const gone = !adding && stored === null;
  const conflict = draft.state.kind === 'conflict' ? draft.state : null;
  return (
    <form className="studio-form" noValidate aria-label="Project" onSubmit={draft.save}>
      <StudioField label={PROJECT_LABELS.title} error={errors.title?.message}>
        {(field) => <input {...field} {...register('title')} autoComplete="off" />}
      </StudioField>
      {idEditable ? (
        <StudioField label={PROJECT_LABELS.id} error={errors.id?.message}>
          {(field) => (
            <input
              {...field}
              {...register('id', { onChange: () => setIdEdited(true) })}
              autoComplete="off"
            />
          )}
        </StudioField>
      ) : (
        <p className="field-hint">Its address: /projects/{values.id}</p>
      )}
      <StudioField label={PROJECT_LABELS.description} error={errors.description?.message}>
        {(field) => <textarea {...field} {...register('description')} rows={6} />}
      </StudioField>
      <TagsField form={form} suggestions={suggestions} />
      <ImagesField form={form} />
      <fieldset className="studio-fieldset">
        <legend>Links</legend>
        {PROJECT_LINKS.map((name) => (
          <StudioField key={name} label={PROJECT_LABELS[name]} error={errors[name]?.message}>
            {(field) => <input {...field} {...register(name)} inputMode="url" />}
          </StudioField>
        ))}
      </fieldset>
      {(draft.movedOn || gone) && !conflict && (
        <MovedOnNotice subject="This project" gone={gone} onCompare={draft.compare} />
      )}
      {conflict && (
        <ConflictView
          subject={`“${values.title || initial.title}”`}
          gone={conflict.newer === null}
          differences={
            conflict.newer
              ? listDifferences(PROJECT_LABELS, conflict.newer.values, form.getValues())
              : []
          }
          onKeepDraft={draft.keepDraft}
          onUseNewer={conflict.newer ? draft.useNewer : onDiscard}
          keeping={saveProject.isPending}
        />
      )}
      <SaveBar
        state={draft.state}
        dirty={formState.isDirty}
        new={idEditable}
        saveLabel={idEditable ? 'Add the project' : 'Save the project'}
        onDiscard={draft.discard}
      />
    </form>
  );
}

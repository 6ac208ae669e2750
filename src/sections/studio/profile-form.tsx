import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { useMemo, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { profileFileSchema } from '@/domain/portfolio-file';
import { toSafeImageSrc } from '@/domain/safe-link';
import type { ProfileFields, StudioProfile } from '@/domain/studio-content';
import type { z } from '@/domain/zod';
import { useSaveProfile } from '@/queries/studio/content-writes';
import { ConfirmDialog } from './confirm-dialog';
import { ConflictView } from './conflict-view';
import { listDifferences } from './differences';
import { withLinkChecks } from './link-resolver';
import { MovedOnNotice } from './moved-on-notice';
import { PROFILE_LABELS, PROFILE_LINKS } from './profile-labels';
import { SaveBar } from './save-bar';
import { StudioField } from './studio-field';
import { useDraftSave } from './use-draft-save';

const read = ({ fields, version }: StudioProfile) => ({ values: fields, version });

/** Every field of the profile, checked as typed by the content file's own schema. */
export function ProfileForm({ profile }: { profile: StudioProfile }) {
  const form = useForm<z.input<typeof profileFileSchema>, unknown, ProfileFields>({
    // Standard Schema, not zodResolver, for the reason the contact form gives.
    resolver: withLinkChecks(standardSchemaResolver(profileFileSchema), [
      ['photo', 'image'],
      ...PROFILE_LINKS,
    ]),
    mode: 'onChange',
    defaultValues: profile.fields,
  });
  const { register, formState } = form;
  const { errors } = formState;
  // Every value, re-rendering the form as it changes: useWatch would put its code into the
  // visitor's start-up file. (This app is not built with React Compiler, which skips this.)
  // eslint-disable-next-line react-hooks/incompatible-library
  const values = form.watch();
  const saveProfile = useSaveProfile();
  const stored = useMemo(() => read(profile), [profile]);
  const draft = useDraftSave({
    form,
    stored,
    read: (current) => read(current as StudioProfile),
    write: (fields, readVersion, settled) => saveProfile.mutate({ fields, readVersion }, settled),
  });
  const photoSrc = toSafeImageSrc(values.photo ?? '');
  // Without a name the home page shows no introduction: the owner says they mean it first.
  const [askingNoName, setAskingNoName] = useState(false);
  const submit = (event: FormEvent) => {
    if ((values.name ?? '').trim() === '' && draft.state.kind !== 'saving') {
      event.preventDefault();
      setAskingNoName(true);
    } else draft.save(event);
  };

  return (
    <form className="studio-form" noValidate aria-label="Profile" onSubmit={submit}>
      <StudioField label={PROFILE_LABELS.name} error={errors.name?.message}>
        {(field) => <input {...field} {...register('name')} autoComplete="off" />}
      </StudioField>
      <StudioField
        label={PROFILE_LABELS.label}
        error={errors.label?.message}
        hint="Shown under your name on the home page, such as “Mobile and web developer”."
      >
        {(field) => <input {...field} {...register('label')} autoComplete="off" />}
      </StudioField>
      <StudioField label={PROFILE_LABELS.bio} error={errors.bio?.message}>
        {(field) => <textarea {...field} {...register('bio')} rows={6} />}
      </StudioField>
      <StudioField
        label={PROFILE_LABELS.photo}
        error={errors.photo?.message}
        after={
          photoSrc && (
            <img className="studio-photo-preview" src={photoSrc} alt="The photo, as typed" />
          )
        }
      >
        {(field) => <input {...field} {...register('photo')} inputMode="url" />}
      </StudioField>
      <fieldset className="studio-fieldset">
        <legend>Links</legend>
        {PROFILE_LINKS.map(([name]) => (
          <StudioField key={name} label={PROFILE_LABELS[name]} error={errors[name]?.message}>
            {(field) => <input {...field} {...register(name)} inputMode="url" />}
          </StudioField>
        ))}
      </fieldset>
      {draft.movedOn && <MovedOnNotice subject="The profile" onCompare={draft.compare} />}
      {draft.state.kind === 'conflict' && (
        <ConflictView
          subject="The profile"
          gone={draft.state.newer === null}
          differences={
            draft.state.newer
              ? listDifferences(PROFILE_LABELS, draft.state.newer.values, form.getValues())
              : []
          }
          onKeepDraft={draft.keepDraft}
          onUseNewer={draft.useNewer}
          keeping={saveProfile.isPending}
        />
      )}
      <SaveBar
        state={draft.state}
        dirty={formState.isDirty}
        saveLabel="Save the profile"
        onDiscard={draft.discard}
      />
      {askingNoName && (
        <ConfirmDialog
          title="Save without a name?"
          confirmLabel="Save without a name"
          cancelLabel="Go back to the name"
          onConfirm={() => {
            setAskingNoName(false);
            draft.save();
          }}
          onCancel={() => {
            setAskingNoName(false);
            form.setFocus('name');
          }}
        >
          Without a name, the home page has no introduction: visitors see neither your photo nor
          your bio, and the site’s header says “Home” where your name was.
        </ConfirmDialog>
      )}
    </form>
  );
}

import { useMemo } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { LANGUAGE_NAMES, type SiteLanguage } from '@/domain/site-languages';
import type { StudioPost, StudioProfile, StudioProject } from '@/domain/studio-content';
import type { StudioResumeEntry } from '@/domain/studio-resume';
import { useSaveProfile, useSaveProject } from '@/queries/studio/content-writes';
import { useSaveResumeEntry } from '@/queries/studio/resume-writes';
import { ConflictView } from '@/sections/studio/conflict-view';
import { listDifferences } from '@/sections/studio/differences';
import { MovedOnNotice } from '@/sections/studio/moved-on-notice';
import { SaveBar } from '@/sections/studio/save-bar';
import { StudioField } from '@/sections/studio/studio-field';
import { useDraftSave } from '@/sections/studio/use-draft-save';
import { translationsOf, withTranslation, type TranslatedFields } from './document-translations';
import {
  countedTexts,
  untranslatedTexts,
  type TranslatableDocument,
  type TranslatableText,
} from './translatable-texts';
import {
  tagKey,
  translatedFieldsOf,
  translationInputOf,
  translationResolver,
  type TranslationInput,
} from './translation-values';

/** What a write's conflict may carry back as stored, which useDraftSave reads. */
type Stored = StudioProfile | StudioProject | StudioResumeEntry | StudioPost;
type TranslationFormApi = UseFormReturn<TranslationInput, unknown, TranslationInput>;

interface TranslationFormProps {
  document: TranslatableDocument;
  language: SiteLanguage;
  defaultLanguage: SiteLanguage;
  /** The texts shown; the others keep their values, unseen ("Show untranslated only"). */
  shown: ReadonlySet<string> | null;
}

/** Saves the document with `translated` as its texts in `language`, through its own save. */
function useWriteTranslation(document: TranslatableDocument, language: SiteLanguage) {
  const saveProfile = useSaveProfile();
  const saveProject = useSaveProject();
  const saveEntry = useSaveResumeEntry();
  const write = (
    translated: TranslatedFields,
    readVersion: number,
    settled: { onSuccess: () => void; onError: (error: Error) => void },
  ) => {
    // The document as the live listener has it: at a conflict's "Keep my draft", the newer one.
    if (document.kind === 'profile') {
      const fields = withTranslation(document.document.fields, language, translated);
      saveProfile.mutate({ fields, readVersion }, settled);
    } else if (document.kind === 'project') {
      const { id, fields, order } = document.document;
      const project = { id, order, fields: withTranslation(fields, language, translated) };
      saveProject.mutate({ project, readVersion }, settled);
    } else {
      const { id, section, fields, order } = document.document;
      const entry = { id, section, order, fields: withTranslation(fields, language, translated) };
      saveEntry.mutate({ entry, readVersion }, settled);
    }
  };
  const pending = saveProfile.isPending || saveProject.isPending || saveEntry.isPending;
  return { write, pending };
}

/** Each key of the form named as the conflict view lists it. */
function labelsOf(texts: readonly TranslatableText[]): Record<string, string> {
  return Object.fromEntries(
    texts.flatMap(({ field, label, kind, source }): [string, string][] =>
      kind === 'tags'
        ? (source as string[]).map((tag, index) => [tagKey(index), `Label of the tag “${tag}”`])
        : [[field, label]],
    ),
  );
}

function SourceText({ text, language }: { text: TranslatableText; language: SiteLanguage }) {
  const { source, kind } = text;
  const shown = Array.isArray(source) ? source.join('\n') : source;
  return (
    <div className="studio-translation-source">
      <p className="studio-translation-source-label">
        {text.label} · {LANGUAGE_NAMES[language]}
      </p>
      {shown.trim() === '' ? (
        <p className="studio-translation-empty">(empty: nothing to translate)</p>
      ) : (
        <p lang={language} className={kind === 'line' ? undefined : 'preserve-lines'}>
          {shown}
        </p>
      )}
    </div>
  );
}

/** The schema's words for a field of the form (a list's name its first bad item). */
const errorOf = (form: TranslationFormApi, key: string) =>
  form.formState.errors[key]?.message as string | undefined;

function TranslatedControl(props: {
  form: TranslationFormApi;
  text: TranslatableText;
  language: SiteLanguage;
  defaultLanguage: SiteLanguage;
}) {
  const { form, text, language, defaultLanguage } = props;
  const name = LANGUAGE_NAMES[language];
  if (text.kind === 'tags') {
    return (
      <fieldset className="studio-fieldset studio-translation-tags">
        <legend>
          {text.label} · {name}
        </legend>
        <p className="field-hint">
          Each tag’s label in {name}; left empty, the tag shows as it is.
        </p>
        {(text.source as string[]).map((tag, index) => (
          <div key={tagKey(index)} className="studio-translation-row">
            <p className="studio-translation-source" lang={defaultLanguage}>
              {tag}
            </p>
            <StudioField label={`Label of the tag “${tag}”`} error={errorOf(form, tagKey(index))}>
              {(field) => (
                <input
                  {...field}
                  {...form.register(tagKey(index))}
                  lang={language}
                  autoComplete="off"
                />
              )}
            </StudioField>
          </div>
        ))}
      </fieldset>
    );
  }
  return (
    <div className="studio-translation-row">
      <SourceText text={text} language={defaultLanguage} />
      <StudioField
        label={`${text.label} · ${name}`}
        error={errorOf(form, text.field)}
        hint={text.kind === 'list' ? 'One item a line.' : undefined}
      >
        {(field) =>
          text.kind === 'line' ? (
            <input {...field} {...form.register(text.field)} lang={language} autoComplete="off" />
          ) : (
            <textarea
              {...field}
              {...form.register(text.field)}
              lang={language}
              rows={text.kind === 'text' ? 5 : 4}
            />
          )
        }
      </StudioField>
    </div>
  );
}

/**
 * One document's texts in one language beside the default language's: its own form, saved on
 * its own with the document's version, as the document's other edits are.
 */
export function TranslationForm({
  document,
  language,
  defaultLanguage,
  shown,
}: TranslationFormProps) {
  const { texts } = document;
  const read = (stored: Stored) => ({
    values: translationInputOf(texts, translationsOf(stored.fields)[language]),
    version: stored.version,
  });
  const stored = useMemo(
    () => ({
      values: translationInputOf(texts, document.translations[language]),
      version: document.document.version,
    }),
    [texts, document, language],
  );
  const form = useForm<TranslationInput, unknown, TranslationInput>({
    resolver: translationResolver(document, language),
    mode: 'onChange',
    defaultValues: stored.values,
  });
  const { write, pending } = useWriteTranslation(document, language);
  const draft = useDraftSave({
    form,
    stored,
    read,
    write: (values, readVersion, settled) =>
      write(translatedFieldsOf(texts, values), readVersion, settled),
  });
  const untranslated = untranslatedTexts(document, language).length;
  const counted = countedTexts(document).length;
  const headingId = `translation-${document.key}`;
  const subject = document.kind === 'profile' ? 'The profile' : document.heading;
  const visible = shown ? texts.filter(({ field }) => shown.has(field)) : texts;

  return (
    <form
      className="studio-form studio-translation card"
      noValidate
      aria-labelledby={headingId}
      onSubmit={draft.save}
    >
      <header className="studio-translation-heading">
        <h4 id={headingId}>{document.heading}</h4>
        <p className="studio-translation-count">
          {counted === 0
            ? 'Nothing to translate yet.'
            : untranslated === 0
              ? 'Translated.'
              : `${untranslated} of ${counted} ${counted === 1 ? 'text' : 'texts'} untranslated`}
        </p>
      </header>
      {visible.map((text) => (
        <TranslatedControl
          key={text.field}
          form={form}
          text={text}
          language={language}
          defaultLanguage={defaultLanguage}
        />
      ))}
      {draft.movedOn && <MovedOnNotice subject={subject} onCompare={draft.compare} />}
      {draft.state.kind === 'conflict' && (
        <ConflictView
          subject={subject}
          gone={draft.state.newer === null}
          differences={
            draft.state.newer
              ? listDifferences(labelsOf(texts), draft.state.newer.values, form.getValues())
              : []
          }
          onKeepDraft={draft.keepDraft}
          onUseNewer={draft.useNewer}
          keeping={pending}
        />
      )}
      <SaveBar
        state={draft.state}
        dirty={form.formState.isDirty}
        saveLabel="Save the translation"
        onDiscard={draft.discard}
      />
    </form>
  );
}

import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { toContentFile } from '@/domain/content-changes';
import {
  INTERFACE_LANGUAGES,
  LANGUAGE_NAMES,
  siteLanguagesOf,
  type SiteLanguage,
} from '@/domain/site-languages';
import type { StudioContent, StudioProfile } from '@/domain/studio-content';
import { useSaveProfile } from '@/queries/studio/content-writes';
import { useReplaceLanguages } from '@/queries/studio/use-replace-languages';
import { ConflictView } from '@/sections/studio/conflict-view';
import { MovedOnNotice } from '@/sections/studio/moved-on-notice';
import { SaveBar } from '@/sections/studio/save-bar';
import { useDraftSave } from '@/sections/studio/use-draft-save';
import { withDefaultLanguage } from './swap-default-language';

interface LanguagesValues {
  languages: SiteLanguage[];
}

export const languageName = (language: SiteLanguage) => `${LANGUAGE_NAMES[language]} (${language})`;

const languagesOf = (profile: StudioProfile): SiteLanguage[] => [
  ...siteLanguagesOf((profile.fields as { languages?: unknown }).languages).all,
];

const read = (profile: StudioProfile) => ({
  values: { languages: languagesOf(profile) },
  version: profile.version,
});

/** The profile's fields with `languages` as the site's languages. */
const withLanguages = <Fields extends object>(fields: Fields, languages: SiteLanguage[]) =>
  ({ ...fields, languages }) as Fields;

/**
 * The site's languages, the first the default: add, remove, make another the default. Saved in
 * the profile with its version; a new default swaps every text with its translation, in one
 * write of the whole content (all or none), so no page is ever half in one language, half in the
 * other.
 */
export function LanguagesForm({ content }: { content: StudioContent }) {
  const { profile } = content;
  const stored = useMemo(() => read(profile), [profile]);
  const form = useForm<LanguagesValues>({ defaultValues: stored.values });
  // eslint-disable-next-line react-hooks/incompatible-library
  const languages = form.watch('languages');
  const saveProfile = useSaveProfile();
  const replaceContent = useReplaceLanguages();
  const storedDefault = stored.values.languages[0] ?? 'en';
  const newDefault = languages[0] ?? storedDefault;
  const swap = useMemo(
    () =>
      newDefault === storedDefault
        ? null
        : withDefaultLanguage(toContentFile(content), storedDefault, languages),
    [content, languages, newDefault, storedDefault],
  );
  const draft = useDraftSave({
    form,
    stored,
    read: (current) => read(current as StudioProfile),
    write: ({ languages: chosen }, readVersion, settled) => {
      if (chosen[0] === storedDefault) {
        const fields = withLanguages(profile.fields, chosen);
        saveProfile.mutate({ fields, readVersion }, settled);
        return;
      }
      const { file } = withDefaultLanguage(toContentFile(content), storedDefault, chosen);
      replaceContent.mutate({ file, readFrom: content }, settled);
    },
  });
  const set = (next: SiteLanguage[]) =>
    form.setValue('languages', next, { shouldDirty: true, shouldTouch: true });
  const addable = INTERFACE_LANGUAGES.filter((language) => !languages.includes(language));

  return (
    <form
      className="studio-form"
      noValidate
      aria-label="The site’s languages"
      onSubmit={draft.save}
    >
      <ol className="studio-languages" aria-label="The site’s languages, the default first">
        {languages.map((language, index) => (
          <li key={language} className="studio-language">
            <span className="studio-language-name">
              <strong lang={language}>{LANGUAGE_NAMES[language]}</strong> ({language})
              {index === 0 && <span className="studio-language-default">Default</span>}
            </span>
            {index > 0 && (
              <span className="studio-actions">
                <button
                  type="button"
                  className="button button-outlined"
                  aria-label={`Make ${LANGUAGE_NAMES[language]} the default`}
                  onClick={() => set([language, ...languages.filter((code) => code !== language)])}
                >
                  Make default
                </button>
                <button
                  type="button"
                  className="button button-outlined"
                  aria-label={`Remove ${LANGUAGE_NAMES[language]}`}
                  onClick={() => set(languages.filter((code) => code !== language))}
                >
                  Remove
                </button>
              </span>
            )}
          </li>
        ))}
      </ol>
      {addable.length > 0 && (
        <div className="studio-actions" role="group" aria-label="Add a language">
          {addable.map((language) => (
            <button
              key={language}
              type="button"
              className="button button-outlined"
              onClick={() => set([...languages, language])}
            >
              Add {LANGUAGE_NAMES[language]} ({language})
            </button>
          ))}
        </div>
      )}
      {swap && (
        <div className="studio-moved-on" role="note">
          <p>
            Saving makes <strong>{LANGUAGE_NAMES[newDefault]}</strong> the default: your pages at
            the site’s own addresses show it, and {LANGUAGE_NAMES[storedDefault]} moves to{' '}
            <code>/{storedDefault}/</code>. Every text of the profile, the projects and the career
            swaps with its {LANGUAGE_NAMES[newDefault]} translation, all at once.
          </p>
          {swap.kept > 0 && (
            <p>
              {swap.kept} {swap.kept === 1 ? 'text has' : 'texts have'} no{' '}
              {LANGUAGE_NAMES[newDefault]} translation yet:{' '}
              {swap.kept === 1 ? 'it keeps' : 'they keep'} {LANGUAGE_NAMES[storedDefault]} words
              until you translate {swap.kept === 1 ? 'it' : 'them'}.
            </p>
          )}
        </div>
      )}
      <p className="field-hint">
        A language’s pages appear with the next publish of the site; removing a language keeps its
        translations here, so adding it back brings them back.
      </p>
      {draft.movedOn && <MovedOnNotice subject="The profile" onCompare={draft.compare} />}
      {draft.state.kind === 'conflict' && (
        <ConflictView
          subject="Your content"
          gone={false}
          differences={
            draft.state.newer &&
            draft.state.newer.values.languages.join() !== form.getValues('languages').join()
              ? [
                  {
                    label: 'Languages',
                    newer: draft.state.newer.values.languages.map(languageName).join(', '),
                    draft: form.getValues('languages').map(languageName).join(', '),
                  },
                ]
              : []
          }
          onKeepDraft={draft.keepDraft}
          onUseNewer={draft.useNewer}
          keeping={saveProfile.isPending || replaceContent.isPending}
        />
      )}
      <SaveBar
        state={draft.state}
        dirty={form.formState.isDirty}
        saveLabel="Save the languages"
        onDiscard={draft.discard}
      />
    </form>
  );
}

import { StudioContentSection } from '@/sections/studio/studio-content-section';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { useMemo, useState, type MouseEvent } from 'react';
import { siteLanguagesOf, type SiteLanguage } from '@/domain/site-languages';
import type { StudioContent } from '@/domain/studio-content';
import { useUnsavedChanges } from '@/sections/studio/unsaved-changes';
import { languageName } from './languages-form';
import {
  countUntranslated,
  describeCount,
  translatableDocuments,
  untranslatedTexts,
  type TranslatableDocument,
} from './translatable-texts';
import { TranslationForm } from './translation-form';
import '@/sections/studio-languages/studio-languages.css';

const route = getRouteApi('/studio/translations');

const GROUPS = [
  { kind: 'profile', heading: 'Profile' },
  { kind: 'project', heading: 'Projects' },
  { kind: 'entry', heading: 'Career' },
  { kind: 'post', heading: 'Writing' },
] as const;

/** The texts of each document untranslated in `language` now, by the document's key. */
const untranslatedNow = (documents: readonly TranslatableDocument[], language: SiteLanguage) =>
  new Map(
    documents
      .map(
        (document) =>
          [
            document.key,
            new Set(untranslatedTexts(document, language).map(({ field }) => field)),
          ] as const,
      )
      .filter(([, fields]) => fields.size > 0),
  );

function LanguageChoice(props: {
  documents: readonly TranslatableDocument[];
  languages: readonly SiteLanguage[];
  current: SiteLanguage;
}) {
  const { documents, languages, current } = props;
  const navigate = useNavigate();
  const { confirmLeave } = useUnsavedChanges();
  // Another language's forms replace these: edits not saved are asked about first.
  const choose = (language: SiteLanguage) => (event: MouseEvent) => {
    event.preventDefault();
    if (language === current) return;
    confirmLeave(() => void navigate({ to: '/studio/translations', search: { language } }));
  };
  return (
    <nav aria-label="Translate into" className="studio-translation-languages">
      <ul>
        {languages.map((language) => (
          <li key={language}>
            <Link
              to="/studio/translations"
              search={{ language }}
              aria-current={language === current ? 'page' : undefined}
              onClick={choose(language)}
            >
              <span lang={language}>{languageName(language)}</span>
              <span className="studio-translation-languages-count">
                {describeCount(countUntranslated(documents, language))}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Translations({ content }: { content: StudioContent }) {
  const site = siteLanguagesOf((content.profile.fields as { languages?: unknown }).languages);
  const others = site.all.filter((language) => language !== site.default);
  const asked = route.useSearch().language;
  const language = others.find((code) => code === asked) ?? others[0];
  const documents = useMemo(() => translatableDocuments(content), [content]);
  // What is untranslated when the filter is turned on stays shown until it is turned off, so a
  // text being translated does not vanish from under the owner once saved.
  const [onlyUntranslated, setOnlyUntranslated] = useState<{
    language: SiteLanguage;
    fields: Map<string, Set<string>>;
  } | null>(null);
  if (!language) {
    return (
      <>
        <p>
          Your site is in {languageName(site.default)} only. Add a language to translate your texts
          into it.
        </p>
        <Link to="/studio/languages" className="button button-outlined studio-translation-add">
          Add a language
        </Link>
      </>
    );
  }
  const filter = onlyUntranslated?.language === language ? onlyUntranslated.fields : null;
  const count = countUntranslated(documents, language);
  return (
    <>
      <LanguageChoice documents={documents} languages={others} current={language} />
      <p className="studio-translation-summary" role="status">
        {languageName(language)}: {describeCount(count)}
      </p>
      <label className="studio-checkbox">
        <input
          type="checkbox"
          checked={filter !== null}
          onChange={(event) =>
            setOnlyUntranslated(
              event.target.checked
                ? { language, fields: untranslatedNow(documents, language) }
                : null,
            )
          }
        />
        Show untranslated only
      </label>
      {filter?.size === 0 && <p>Every text is translated into {languageName(language)}.</p>}
      {GROUPS.map(({ kind, heading }) => {
        const group = documents.filter(
          (document) => document.kind === kind && (!filter || filter.has(document.key)),
        );
        if (group.length === 0) return null;
        return (
          <section key={kind} className="studio-translation-group" aria-label={heading}>
            <h3 className="studio-translation-group-title">{heading}</h3>
            {group.map((document) => (
              <TranslationForm
                key={`${language}-${document.key}`}
                document={document}
                language={language}
                defaultLanguage={site.default}
                shown={filter?.get(document.key) ?? null}
              />
            ))}
          </section>
        );
      })}
    </>
  );
}

/** Every text the owner writes, in the default language beside another of the site's. */
export function TranslationsSection() {
  return (
    <StudioContentSection id="studio-translations" title="Translations" subject="the texts">
      {(content) => <Translations content={content} />}
    </StudioContentSection>
  );
}

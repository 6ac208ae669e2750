import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { Fragment, type ReactNode } from 'react';
import type { LocalizedResumeEntry } from '@/domain/localize-content';
import { formatResumeDate, formatResumeSpan } from '@/domain/resume-dates';
import { RESUME_ENTRY_TITLE_FIELD } from '@/domain/resume-sections';
import { ExternalLink } from '@/ui/external-link';
import type { CvSectionLayout } from './cv-layout';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

const joined = (fields: Record<string, unknown>, names: readonly string[], separator: string) =>
  names
    .map((name) => fields[name])
    .filter((value): value is string => typeof value === 'string' && value !== '')
    .join(separator);

/**
 * The language of the text `names` make, when it is not the page's: the one their shown fields
 * share (fields of two languages are shown as the page's, there being one attribute).
 */
function languageOf(entry: LocalizedResumeEntry, names: readonly string[]) {
  const fields = entry.fields as Record<string, unknown>;
  const shown = names.filter((name) => text(fields[name]) !== '');
  const [first] = shown;
  if (first === undefined) return undefined;
  const language = entry.textLanguage[first];
  return shown.every((name) => entry.textLanguage[name] === language) ? language : undefined;
}

/** One entry of a CV's section, every field it has; a link only when it is safe (parsed so). */
export function CvEntry({
  entry,
  layout,
}: {
  entry: LocalizedResumeEntry;
  layout: CvSectionLayout;
}) {
  const fields = entry.fields as Record<string, string | string[] | undefined>;
  const url = typeof fields.url === 'string' ? fields.url : '';
  const titleFields = joined(fields, layout.title, ', ')
    ? layout.title
    : [RESUME_ENTRY_TITLE_FIELD[entry.section]];
  const title = joined(fields, titleFields, ', ') || t`Untitled`;
  const [whoField, ...whereFields] = layout.place;
  const who = whoField ? text(fields[whoField]) : '';
  const others = whereFields.filter((name) => text(fields[name]) !== '');
  // One language for the whole line on its element; fields of two languages each on their own.
  const placeLanguage = languageOf(entry, layout.place);
  const mixedPlace =
    placeLanguage === undefined &&
    layout.place.some((name) => text(fields[name]) !== '' && entry.textLanguage[name]);
  const inOwnLanguage = (name: string | undefined, content: ReactNode) =>
    mixedPlace && name && entry.textLanguage[name] ? (
      <span lang={entry.textLanguage[name]}>{content}</span>
    ) : (
      content
    );
  // The link goes on who the entry was for, or on the entry itself when it names no one.
  const linkOnTitle = layout.linkTitle === true || !who;
  const [start = '', end] = layout.dates.map((name) => text(fields[name]));
  // Dates are written as the page's language writes them.
  const locale = i18n.locale;
  const dates =
    end === undefined
      ? formatResumeDate(start, locale)
      : formatResumeSpan(start, end, locale, t`present`);
  const paragraphs = layout.text ? text(fields[layout.text]) : '';
  const items = layout.list ? (fields[layout.list.field] ?? []) : [];
  const linked = (content: string) =>
    url ? <ExternalLink href={url}>{content}</ExternalLink> : content;

  return (
    <article className="cv-entry">
      <header className="cv-entry-header">
        <h3 className="cv-entry-title" lang={languageOf(entry, titleFields)}>
          {linkOnTitle ? linked(title) : title}
        </h3>
        {dates && <p className="cv-entry-dates">{dates}</p>}
      </header>
      {(who || others.length > 0) && (
        <p className="cv-entry-place" lang={placeLanguage}>
          {inOwnLanguage(whoField, linkOnTitle ? who : linked(who))}
          {others.map((name, index) => (
            <Fragment key={name}>
              {who || index > 0 ? ' · ' : ''}
              {inOwnLanguage(name, text(fields[name]))}
            </Fragment>
          ))}
        </p>
      )}
      {layout.notes.map(
        (name) =>
          text(fields[name]) && (
            <p key={name} className="cv-entry-note" lang={entry.textLanguage[name]}>
              {text(fields[name])}
            </p>
          ),
      )}
      {paragraphs && (
        <p
          className="cv-entry-text preserve-lines"
          lang={layout.text ? entry.textLanguage[layout.text] : undefined}
        >
          {paragraphs}
        </p>
      )}
      {layout.list && Array.isArray(items) && items.length > 0 && (
        <ul
          className={layout.list.inline ? 'cv-entry-list cv-entry-list-inline' : 'cv-entry-list'}
          aria-label={i18n._(layout.list.label)}
          lang={entry.textLanguage[layout.list.field]}
        >
          {items.map((item, index) => (
            <li key={index}>{item}</li>
          ))}
        </ul>
      )}
    </article>
  );
}

import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import type { ResumeEntry } from '@/domain/resume';
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

/** One entry of a CV's section, every field it has; a link only when it is safe (parsed so). */
export function CvEntry({ entry, layout }: { entry: ResumeEntry; layout: CvSectionLayout }) {
  const fields = entry.fields as Record<string, string | string[] | undefined>;
  const url = typeof fields.url === 'string' ? fields.url : '';
  const title =
    joined(fields, layout.title, ', ') ||
    joined(fields, [RESUME_ENTRY_TITLE_FIELD[entry.section]], '') ||
    t`Untitled`;
  const [who = '', ...where] = layout.place.map((name) => text(fields[name]));
  const others = where.filter(Boolean);
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
        <h3 className="cv-entry-title">{linkOnTitle ? linked(title) : title}</h3>
        {dates && <p className="cv-entry-dates">{dates}</p>}
      </header>
      {(who || others.length > 0) && (
        <p className="cv-entry-place">
          {linkOnTitle ? who : linked(who)}
          {who ? others.map((value) => ` · ${value}`) : others.join(' · ')}
        </p>
      )}
      {layout.notes.map(
        (name) =>
          text(fields[name]) && (
            <p key={name} className="cv-entry-note">
              {text(fields[name])}
            </p>
          ),
      )}
      {paragraphs && <p className="cv-entry-text preserve-lines">{paragraphs}</p>}
      {layout.list && Array.isArray(items) && items.length > 0 && (
        <ul
          className={layout.list.inline ? 'cv-entry-list cv-entry-list-inline' : 'cv-entry-list'}
          aria-label={i18n._(layout.list.label)}
        >
          {items.map((item, index) => (
            <li key={index}>{item}</li>
          ))}
        </ul>
      )}
    </article>
  );
}

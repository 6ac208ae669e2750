import { useId } from 'react';
import { formatResumeDate, formatResumeSpan } from '@/domain/resume-dates';
import { RESUME_ENTRY_TITLE_FIELD, type ResumeSection } from '@/domain/resume-sections';
import type { StudioResumeEntry } from '@/domain/studio-resume';
import { OrderedList } from '@/sections/studio/ordered-list';
import { ProjectsNotice } from '@/sections/studio/projects-notice';
import { anEntryOf, CAREER_SECTION_WORDS } from './career-labels';
import { useCareerActions } from './use-career-actions';

const focus = (element: HTMLElement | null) => element?.focus();

/** What the row shows beside the title: the entry's dates, or its level or fluency. */
function detailOf({ fields }: StudioResumeEntry): string {
  const field = (name: string) => String((fields as Record<string, unknown>)[name] ?? '');
  // The owner's own locale, as the inbox dates their messages: the studio renders in a browser.
  const locale = navigator.language;
  if ('startDate' in fields) return formatResumeSpan(field('startDate'), field('endDate'), locale);
  const date = field('date') || field('releaseDate');
  if (date) return formatResumeDate(date, locale);
  return field('level') || field('fluency');
}

interface CareerPanelProps {
  section: ResumeSection;
  entries: readonly StudioResumeEntry[];
  onEdit: (entry: StudioResumeEntry) => void;
  onAdd: () => void;
  /** Back from the editor: the entry whose Edit takes focus, or 'add' for Add. */
  back: string | null;
}

/** One section of the career record: its entries in the owner's order, and Add. */
export function CareerPanel({ section, entries, onEdit, onAdd, back }: CareerPanelProps) {
  const headingId = useId();
  const { heading, entry: noun } = CAREER_SECTION_WORDS[section];
  const titleOf = (entry: StudioResumeEntry) =>
    String((entry.fields as Record<string, unknown>)[RESUME_ENTRY_TITLE_FIELD[section]] ?? '') ||
    `Untitled ${noun}`;
  const actions = useCareerActions(entries, titleOf);
  return (
    <section className="studio-career-panel" aria-labelledby={headingId}>
      <h3 id={headingId} className="studio-career-heading">
        {heading}
      </h3>
      <ProjectsNotice notice={actions.notice} titleOf={titleOf} onUndo={actions.undo} />
      <p className="visually-hidden" role="status">
        {actions.announcement}
      </p>
      <OrderedList
        items={entries}
        label={`${heading}, in the order visitors see it`}
        empty={`No ${heading.toLowerCase()} yet.`}
        titleOf={titleOf}
        summary={(entry, title) => (
          <span className="studio-career-row">
            <strong>{title}</strong>
            <span className="studio-career-detail">{detailOf(entry)}</span>
          </span>
        )}
        onMove={actions.move}
        onEdit={onEdit}
        onDelete={actions.deleteEntry}
        initialFocus={back && back !== 'add' ? { id: back, control: 'edit' } : null}
      />
      <button
        ref={back === 'add' ? focus : undefined}
        type="button"
        className="button button-primary studio-add"
        onClick={onAdd}
      >
        Add {anEntryOf(section)}
      </button>
    </section>
  );
}

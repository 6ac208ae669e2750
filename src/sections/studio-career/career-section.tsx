import { useState } from 'react';
import { RESUME_SECTIONS, type ResumeSection } from '@/domain/resume-sections';
import type { StudioResumeEntry } from '@/domain/studio-resume';
import { useStudioContent } from '@/queries/studio/use-studio-content';
import { StudioWaiting } from '@/sections/studio/studio-waiting';
import { LiveUpdatesNotice } from '@/ui/live-updates-notice';
import { LoadError } from '@/ui/load-error';
import { CareerEntryEditor } from './career-entry-editor';
import { CareerPanel } from './career-panel';
import './studio-career.css';

type View =
  | { kind: 'sections'; back: { section: ResumeSection; to: string } | null }
  | { kind: 'editor'; section: ResumeSection; opened: StudioResumeEntry | null };

/**
 * The career record: a panel for each section with its entries in the owner's order, and one
 * entry's editor in their place.
 */
export function CareerSection() {
  const { content, retry, retrying } = useStudioContent();
  const [view, setView] = useState<View>({ kind: 'sections', back: null });
  const resume = content.data?.resume;

  return (
    <section className="studio-section card" aria-labelledby="studio-career">
      <h2 id="studio-career" tabIndex={-1} className="studio-section-title">
        Career
      </h2>
      {content.isError && resume && (
        <LiveUpdatesNotice subject="the career" retrying={retrying} onRetry={retry} />
      )}
      {!resume ? (
        content.isError ? (
          <LoadError message="The career could not be loaded." onRetry={retry} />
        ) : (
          <StudioWaiting text="Loading the career…" />
        )
      ) : view.kind === 'editor' ? (
        <CareerEntryEditor
          section={view.section}
          opened={view.opened}
          entries={resume[view.section] as StudioResumeEntry[]}
          onClose={() =>
            setView({
              kind: 'sections',
              back: { section: view.section, to: view.opened?.id ?? 'add' },
            })
          }
        />
      ) : (
        <>
          <p className="studio-career-intro">
            Your work, studies and skills: the Experience on your home page and your CV show them in
            this order.
          </p>
          {RESUME_SECTIONS.map((section) => (
            <CareerPanel
              key={section}
              section={section}
              entries={resume[section] as StudioResumeEntry[]}
              back={view.back?.section === section ? view.back.to : null}
              onAdd={() => setView({ kind: 'editor', section, opened: null })}
              onEdit={(opened) => setView({ kind: 'editor', section, opened })}
            />
          ))}
        </>
      )}
    </section>
  );
}

import type { ReactNode } from 'react';
import type { StudioContent } from '@/domain/studio-content';
import { useStudioContent } from '@/queries/studio/use-studio-content';
import { LiveUpdatesNotice } from '@/ui/live-updates-notice';
import { LoadError } from '@/ui/load-error';
import { StudioWaiting } from './studio-waiting';

interface StudioContentSectionProps {
  /** The heading's id, which the section is labelled by and focus moves to. */
  id: string;
  title: string;
  /** What the part shows, as its states name it: "the profile". */
  subject: string;
  /** Said under the heading whatever the content's state. */
  intro?: ReactNode;
  children: (content: StudioContent) => ReactNode;
}

/**
 * A studio part that shows the owner's content: its heading, then the content once read (with
 * a notice while its live updates are down), the failure with Retry, or the wait.
 */
export function StudioContentSection({
  id,
  title,
  subject,
  intro,
  children,
}: StudioContentSectionProps) {
  const { content, retry, retrying } = useStudioContent();
  const Subject = subject.charAt(0).toUpperCase() + subject.slice(1);
  return (
    <section className="studio-section card" aria-labelledby={id}>
      <h2 id={id} tabIndex={-1} className="studio-section-title">
        {title}
      </h2>
      {intro}
      {content.data ? (
        <>
          {content.isError && (
            <LiveUpdatesNotice subject={subject} retrying={retrying} onRetry={retry} />
          )}
          {children(content.data)}
        </>
      ) : content.isError ? (
        <LoadError message={`${Subject} could not be loaded.`} onRetry={retry} />
      ) : (
        <StudioWaiting text={`Loading ${subject}…`} />
      )}
    </section>
  );
}

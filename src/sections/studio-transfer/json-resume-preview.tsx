import { useId } from 'react';
import { describeContentChanges, hasNoChanges, toContentFile } from '@/domain/content-changes';
import type { ResumeFile } from '@/domain/resume-file';
import { RESUME_SECTION_FIELDS, RESUME_SECTIONS } from '@/domain/resume-sections';
import type { StudioContent } from '@/domain/studio-content';
import { describeLinkProblem } from '@/sections/studio/link-problem';
import { ChangesPreview } from './changes-preview';

export interface JsonResumePreviewState {
  name: string;
  resume: ResumeFile;
  leftAlone: string[];
  leftOff: string[];
  readFrom: StudioContent;
  /** The content changed since an earlier preview, so the import wrote nothing. */
  moved: boolean;
}

/** Each link of the record visitors could not open, by its JSON path: the site leaves it off. */
function linksLeftOff(resume: ResumeFile): string[] {
  return RESUME_SECTIONS.flatMap((section) => {
    const kinds = RESUME_SECTION_FIELDS[section] as Record<string, string>;
    return (resume[section] as Record<string, unknown>[]).flatMap((entry, index) =>
      Object.keys(kinds)
        .filter((field) => kinds[field] === 'link')
        .flatMap((field) => {
          const problem = describeLinkProblem(String(entry[field] ?? ''), 'link');
          return problem ? [`${section}[${index}].${field}: ${problem}`] : [];
        }),
    );
  });
}

const quoted = (names: readonly string[]) => names.map((name) => `“${name}”`).join(', ');

/** What importing a JSON Resume changes in the career record, and the choice to write it. */
export function JsonResumePreview({
  state: { name, resume, leftAlone, leftOff, readFrom, moved },
  pending,
  failure,
  onReplace,
  onCancel,
}: {
  state: JsonResumePreviewState;
  pending: boolean;
  failure: string | null;
  onReplace: () => void;
  onCancel: () => void;
}) {
  const headingId = useId();
  // The content as it is with the file's career: only the career's changes are listed.
  const changes = describeContentChanges(readFrom, { ...toContentFile(readFrom), resume });
  const unchanged = hasNoChanges(changes);
  const unsafeLinks = linksLeftOff(resume);
  return (
    <div className="transfer-preview" role="region" aria-labelledby={headingId}>
      <h4 id={headingId}>What importing {name} changes</h4>
      {moved && (
        <p role="alert" className="form-alert transfer-error">
          The content changed since the preview, so nothing was written. This is what the import
          changes now.
        </p>
      )}
      {unchanged ? (
        <p role="status">No changes: the file holds the career the site shows now.</p>
      ) : (
        <ChangesPreview changes={changes} />
      )}
      {leftAlone.length > 0 && (
        <p>Not imported, as your profile and projects stay as they are: {quoted(leftAlone)}.</p>
      )}
      {leftOff.length > 0 && (
        <div className="transfer-left-off">
          <p>Fields the site does not keep, left off:</p>
          <ul>
            {leftOff.map((path) => (
              <li key={path}>
                <code>{path}</code>
              </li>
            ))}
          </ul>
        </div>
      )}
      {unsafeLinks.length > 0 && (
        <div className="form-alert transfer-error">
          <p>
            The file can be imported, but visitors will not get{' '}
            {unsafeLinks.length === 1 ? 'this link' : `these ${unsafeLinks.length} links`}:
          </p>
          <ul>
            {unsafeLinks.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      )}
      {failure && (
        <p role="alert" className="form-alert transfer-error">
          The career was not replaced: {failure}
        </p>
      )}
      <div className="transfer-actions">
        {!unchanged && (
          <button
            type="button"
            className="button button-primary"
            aria-disabled={pending}
            onClick={() => {
              // Not disabled while it writes: a disabled button would drop the focus it holds.
              if (!pending) onReplace();
            }}
          >
            {pending ? 'Replacing…' : 'Replace the career'}
          </button>
        )}
        <button type="button" className="button button-outlined" onClick={onCancel}>
          {unchanged ? 'Close' : 'Cancel'}
        </button>
      </div>
    </div>
  );
}

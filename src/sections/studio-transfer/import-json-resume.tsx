import { useEffect, useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { toContentFile } from '@/domain/content-changes';
import { readJsonResume } from '@/domain/json-resume-import';
import type { StudioContent } from '@/domain/studio-content';
import { useImportContent } from '@/queries/studio/use-import-content';
import { describeWriteFailure } from '@/queries/studio/write-failure';
import { describeImportFailure } from './import-failure';
import { JsonResumePreview, type JsonResumePreviewState } from './json-resume-preview';

type ImportStep =
  | { step: 'choose' }
  | { step: 'unreadable'; name: string; reason: string }
  | { step: 'invalid'; name: string; problems: string[] }
  | ({ step: 'preview' } & JsonResumePreviewState)
  | { step: 'replaced'; name: string };

async function readFile(chosen: File, current: StudioContent): Promise<ImportStep> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(await chosen.text());
  } catch (error) {
    return { step: 'unreadable', name: chosen.name, reason: (error as Error).message };
  }
  const result = readJsonResume(parsed);
  if (!result.ok) return { step: 'invalid', name: chosen.name, problems: result.problems };
  const { resume, leftAlone, leftOff } = result;
  return {
    step: 'preview',
    name: chosen.name,
    resume,
    leftAlone,
    leftOff,
    readFrom: current,
    moved: false,
  };
}

/**
 * Import a JSON Resume (resume-cli's, the registry's, another site's /resume.json): checked and
 * previewed against the career shown now; only "Replace the career" writes it, with the rest of
 * the content as it is, all or none, and only if nothing changed since the preview.
 */
export function ImportJsonResume({ content }: { content: StudioContent | undefined }) {
  const inputId = useId();
  const [state, setState] = useState<ImportStep>({ step: 'choose' });
  const input = useRef<HTMLInputElement>(null);
  const outcome = useRef<HTMLParagraphElement>(null);
  const importContent = useImportContent();
  // A refused import is previewed again against the content stored by then.
  const latestContent = useRef(content);
  useEffect(() => {
    latestContent.current = content;
  });

  const startOver = () => {
    importContent.reset();
    if (input.current) input.current.value = '';
    setState({ step: 'choose' });
    input.current?.focus();
  };

  const replace = (preview: JsonResumePreviewState) =>
    importContent.mutate(
      {
        file: { ...toContentFile(preview.readFrom), resume: preview.resume },
        readFrom: preview.readFrom,
      },
      {
        onSuccess: () => {
          if (input.current) input.current.value = '';
          flushSync(() => setState({ step: 'replaced', name: preview.name }));
          outcome.current?.focus();
        },
        onError: (error) => {
          const current = latestContent.current;
          if (describeWriteFailure(error).kind === 'conflict' && current) {
            setState({ ...preview, step: 'preview', readFrom: current, moved: true });
          }
        },
      },
    );

  return (
    <div className="transfer-part">
      <h3 className="transfer-part-title">Import a JSON Resume</h3>
      <p>
        Replace your career (work, education, skills and the rest) with a JSON Resume file&rsquo;s:
        one made with resume-cli, from the JSON Resume registry, or another site&rsquo;s{' '}
        <code>resume.json</code>. Your profile and projects stay as they are. You see what it
        changes before anything is written.
      </p>
      <div className="transfer-field">
        <label htmlFor={inputId}>JSON Resume file (.json)</label>
        <input
          ref={input}
          id={inputId}
          type="file"
          accept=".json,application/json"
          disabled={!content || importContent.isPending}
          onChange={async (event) => {
            const chosen = event.target.files?.[0];
            importContent.reset();
            setState(chosen && content ? await readFile(chosen, content) : { step: 'choose' });
          }}
        />
      </div>
      {state.step === 'unreadable' && (
        <div role="alert" className="form-alert transfer-error">
          <p>{state.name} could not be read: it is not a JSON Resume. Nothing was written.</p>
          <details className="studio-details">
            <summary>For developers</summary>
            <p>It is not JSON: {state.reason}</p>
          </details>
        </div>
      )}
      {state.step === 'invalid' && (
        <div role="alert" className="form-alert transfer-error">
          <p>
            {state.name} is not a JSON Resume the site can take: {state.problems.length}{' '}
            {state.problems.length === 1 ? 'problem' : 'problems'}. Nothing was written.
          </p>
          <ul>
            {state.problems.map((problem, index) => (
              <li key={index}>{problem}</li>
            ))}
          </ul>
        </div>
      )}
      {state.step === 'preview' && (
        <JsonResumePreview
          state={state}
          pending={importContent.isPending}
          failure={importContent.isError ? describeImportFailure(importContent.error) : null}
          onReplace={() => replace(state)}
          onCancel={startOver}
        />
      )}
      {state.step === 'replaced' && (
        <p ref={outcome} role="status" tabIndex={-1} className="transfer-done">
          Your career was replaced with {state.name}&rsquo;s. Visitors see it now.
        </p>
      )}
    </div>
  );
}

import { useEffect, useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { validatePortfolioFile, type PortfolioFile } from '@/domain/portfolio-file';
import type { StudioContent } from '@/domain/studio-content';
import { useImportContent } from '@/queries/studio/use-import-content';
import { describeWriteFailure } from '@/queries/studio/write-failure';
import { describeImportFailure } from './import-failure';
import { ImportPreview } from './import-preview';

type ImportStep =
  | { step: 'choose' }
  | { step: 'unreadable'; name: string; reason: string }
  | { step: 'invalid'; name: string; problems: string[] }
  | { step: 'preview'; name: string; file: PortfolioFile; readFrom: StudioContent; moved: boolean }
  | { step: 'replaced'; name: string };

async function readContentFile(chosen: File, current: StudioContent): Promise<ImportStep> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(await chosen.text());
  } catch (error) {
    return { step: 'unreadable', name: chosen.name, reason: (error as Error).message };
  }
  const result = validatePortfolioFile(parsed);
  return result.ok
    ? { step: 'preview', name: chosen.name, file: result.content, readFrom: current, moved: false }
    : { step: 'invalid', name: chosen.name, problems: result.problems };
}

/**
 * Import: a content file is checked and previewed against the content shown now; only
 * "Replace the content" writes it, all or none, and only if nothing changed since the preview.
 */
export function ImportContent({ content }: { content: StudioContent | undefined }) {
  const inputId = useId();
  const [state, setState] = useState<ImportStep>({ step: 'choose' });
  const input = useRef<HTMLInputElement>(null);
  const outcome = useRef<HTMLParagraphElement>(null);
  const importContent = useImportContent();
  // A refused import is previewed again against the content stored by then, which the listener
  // brought after the render that started the import.
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

  const replace = (file: PortfolioFile, readFrom: StudioContent, name: string) =>
    importContent.mutate(
      { file, readFrom },
      {
        onSuccess: () => {
          if (input.current) input.current.value = '';
          flushSync(() => setState({ step: 'replaced', name }));
          outcome.current?.focus();
        },
        onError: (error) => {
          const current = latestContent.current;
          if (describeWriteFailure(error).kind === 'conflict' && current) {
            setState({ step: 'preview', name, file, readFrom: current, moved: true });
          }
        },
      },
    );

  return (
    <div className="transfer-part">
      <h3 className="transfer-part-title">Import</h3>
      <p>
        Replace the profile and the projects with a content file&rsquo;s. You see what it changes
        before anything is written.
      </p>
      <div className="transfer-field">
        <label htmlFor={inputId}>Content file (.json)</label>
        <input
          ref={input}
          id={inputId}
          type="file"
          accept=".json,application/json"
          disabled={!content || importContent.isPending}
          onChange={async (event) => {
            const chosen = event.target.files?.[0];
            importContent.reset();
            setState(
              chosen && content ? await readContentFile(chosen, content) : { step: 'choose' },
            );
          }}
        />
      </div>
      {state.step === 'unreadable' && (
        <div role="alert" className="form-alert transfer-error">
          <p>{state.name} could not be read: it is not a content file. Nothing was written.</p>
          <details className="studio-details">
            <summary>For developers</summary>
            <p>It is not JSON: {state.reason}</p>
          </details>
        </div>
      )}
      {state.step === 'invalid' && (
        <div role="alert" className="form-alert transfer-error">
          <p>
            {state.name} is not a content file: {state.problems.length}{' '}
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
        <ImportPreview
          state={state}
          pending={importContent.isPending}
          failure={importContent.isError ? describeImportFailure(importContent.error) : null}
          onReplace={() => replace(state.file, state.readFrom, state.name)}
          onCancel={startOver}
        />
      )}
      {state.step === 'replaced' && (
        <p ref={outcome} role="status" tabIndex={-1} className="transfer-done">
          The content was replaced with {state.name}&rsquo;s. Visitors see it now.
        </p>
      )}
    </div>
  );
}

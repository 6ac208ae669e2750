import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import type { PortfolioFile } from '@/domain/portfolio-file';
import type { StudioContent } from '@/domain/studio-content';
import { useImportContent } from '@/queries/studio/use-import-content';
import { describeWriteFailure } from '@/queries/studio/write-failure';
import { describeImportFailure } from './import-failure';
import { ImportPreview } from './import-preview';

/** A file read and checked: what it would write, and what the preview says of it. */
export type ImportRead =
  | {
      ok: true;
      /** The content file it writes, with the content as it is now where it holds none. */
      file: (readFrom: StudioContent) => PortfolioFile;
      /** Each link visitors could not open, said by its place: the site leaves it off. */
      linksLeftOff: string[];
      /** What else the preview says of the file. */
      notes?: ReactNode;
    }
  | { ok: false; problems: string[] };

/** One kind of file the studio imports, in words and in how it is read. */
export interface ImportKind {
  title: string;
  intro: ReactNode;
  /** The file input's label. */
  label: string;
  /** What a file of this kind is called: "a content file", "a JSON Resume". */
  aFile: string;
  /** What a valid file does not hold, after its name: "is not a JSON Resume the site can take". */
  invalid: string;
  /** What it replaces: "content", "career". */
  replaces: 'content' | 'career';
  read: (parsed: unknown) => ImportRead;
  /** What the preview says when the file changes nothing. */
  unchanged: string;
  replaced: (name: string) => ReactNode;
}

type ImportStep =
  | { step: 'choose' }
  | { step: 'unreadable'; name: string; reason: string }
  | { step: 'invalid'; name: string; problems: string[] }
  | {
      step: 'preview';
      name: string;
      read: Extract<ImportRead, { ok: true }>;
      readFrom: StudioContent;
      moved: boolean;
    }
  | { step: 'replaced'; name: string };

async function readChosen(kind: ImportKind, chosen: File, current: StudioContent) {
  let parsed: unknown;
  try {
    parsed = JSON.parse(await chosen.text());
  } catch (error) {
    return { step: 'unreadable', name: chosen.name, reason: (error as Error).message } as const;
  }
  const read = kind.read(parsed);
  return read.ok
    ? ({ step: 'preview', name: chosen.name, read, readFrom: current, moved: false } as const)
    : ({ step: 'invalid', name: chosen.name, problems: read.problems } as const);
}

/**
 * Import: a file is checked and previewed against the content shown now; only "Replace the …"
 * writes it, all or none, and only if nothing changed since the preview (else it is previewed
 * again against what is stored by then).
 */
export function ImportPart({
  kind,
  content,
}: {
  kind: ImportKind;
  content: StudioContent | undefined;
}) {
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

  const replace = (preview: Extract<ImportStep, { step: 'preview' }>) =>
    importContent.mutate(
      { file: preview.read.file(preview.readFrom), readFrom: preview.readFrom },
      {
        onSuccess: () => {
          if (input.current) input.current.value = '';
          flushSync(() => setState({ step: 'replaced', name: preview.name }));
          outcome.current?.focus();
        },
        onError: (error) => {
          const current = latestContent.current;
          if (describeWriteFailure(error).kind === 'conflict' && current) {
            setState({ ...preview, readFrom: current, moved: true });
          }
        },
      },
    );

  return (
    <div className="transfer-part">
      <h3 className="transfer-part-title">{kind.title}</h3>
      <p>{kind.intro}</p>
      <div className="transfer-field">
        <label htmlFor={inputId}>{kind.label}</label>
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
              chosen && content ? await readChosen(kind, chosen, content) : { step: 'choose' },
            );
          }}
        />
      </div>
      {state.step === 'unreadable' && (
        <div role="alert" className="form-alert transfer-error">
          <p>
            {state.name} could not be read: it is not {kind.aFile}. Nothing was written.
          </p>
          <details className="studio-details">
            <summary>For developers</summary>
            <p>It is not JSON: {state.reason}</p>
          </details>
        </div>
      )}
      {state.step === 'invalid' && (
        <div role="alert" className="form-alert transfer-error">
          <p>
            {state.name} {kind.invalid}: {state.problems.length}{' '}
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
          name={state.name}
          file={state.read.file(state.readFrom)}
          readFrom={state.readFrom}
          moved={state.moved}
          replaces={kind.replaces}
          unchangedText={kind.unchanged}
          notes={state.read.notes}
          linksLeftOff={state.read.linksLeftOff}
          pending={importContent.isPending}
          failure={importContent.isError ? describeImportFailure(importContent.error) : null}
          onReplace={() => replace(state)}
          onCancel={startOver}
        />
      )}
      {state.step === 'replaced' && (
        <p ref={outcome} role="status" tabIndex={-1} className="transfer-done">
          {kind.replaced(state.name)}
        </p>
      )}
    </div>
  );
}

import { useId, type ReactNode } from 'react';
import { describeContentChanges, hasNoChanges } from '@/domain/content-changes';
import type { PortfolioFile } from '@/domain/portfolio-file';
import type { StudioContent } from '@/domain/studio-content';
import { LANGUAGE_NAMES } from '@/domain/site-languages';
import { ChangesPreview } from './changes-preview';
import { countTranslationChanges } from './translation-changes';

/** What importing a checked file changes, and the owner's choice to write it or not. */
export function ImportPreview({
  name,
  file,
  readFrom,
  moved,
  replaces,
  unchangedText,
  notes,
  linksLeftOff,
  pending,
  failure,
  onReplace,
  onCancel,
}: {
  name: string;
  file: PortfolioFile;
  readFrom: StudioContent;
  /** The content changed since an earlier preview, so the import wrote nothing. */
  moved: boolean;
  replaces: 'content' | 'career';
  unchangedText: string;
  notes: ReactNode;
  linksLeftOff: readonly string[];
  pending: boolean;
  /** Why the last replace failed, other than a change made meanwhile. */
  failure: string | null;
  onReplace: () => void;
  onCancel: () => void;
}) {
  const headingId = useId();
  const changes = describeContentChanges(readFrom, file);
  const unchanged = hasNoChanges(changes);
  const translations = countTranslationChanges(readFrom, file);
  return (
    <div className="transfer-preview" role="region" aria-labelledby={headingId}>
      <h4 id={headingId}>What importing {name} changes</h4>
      {moved && (
        <p role="alert" className="form-alert transfer-error">
          The content changed since the preview, so nothing was written. This is what the import
          changes now.
        </p>
      )}
      {unchanged ? <p role="status">{unchangedText}</p> : <ChangesPreview changes={changes} />}
      {!unchanged && translations.length > 0 && (
        <div className="transfer-change">
          <h5>Translations changed</h5>
          <ul>
            {translations.map(({ language, texts }) => (
              <li key={language}>
                {LANGUAGE_NAMES[language]} ({language}): {texts} {texts === 1 ? 'text' : 'texts'}
              </li>
            ))}
          </ul>
        </div>
      )}
      {notes}
      {linksLeftOff.length > 0 && (
        <div className="form-alert transfer-error">
          <p>
            The file can be imported, but visitors will not get{' '}
            {linksLeftOff.length === 1 ? 'this link' : `these ${linksLeftOff.length} links`}:
          </p>
          <ul>
            {linksLeftOff.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      )}
      {failure && (
        <p role="alert" className="form-alert transfer-error">
          The {replaces} was not replaced: {failure}
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
            {pending ? 'Replacing…' : `Replace the ${replaces}`}
          </button>
        )}
        <button type="button" className="button button-outlined" onClick={onCancel}>
          {unchanged ? 'Close' : 'Cancel'}
        </button>
      </div>
    </div>
  );
}

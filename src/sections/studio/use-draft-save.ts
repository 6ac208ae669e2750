import { useEffect, useRef, useState, type BaseSyntheticEvent } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { StudioPost, StudioProfile, StudioProject } from '@/domain/studio-content';
import type { StudioResumeEntry } from '@/domain/studio-resume';
import { describeWriteFailure } from '@/queries/studio/write-failure';
import { useReportUnsaved } from './unsaved-changes';

/** What the form was filled from: its values and the stored version they were read at. */
export interface StoredDraft<Values> {
  values: Values;
  version: number;
}

export type DraftState<Values = unknown> =
  | { kind: 'idle' | 'saving' | 'saved' | 'discarded' | 'refused' | 'failed' }
  /** The stored document moved on: `newer` is it now, null when it was deleted. */
  | { kind: 'conflict'; newer: StoredDraft<Values> | null };

interface DraftSaveOptions<Input extends FieldValues, Values extends Input> {
  /** The form: what is typed (`Input`), what the schema makes of it (`Values`). */
  form: UseFormReturn<Input, unknown, Values>;
  /** The document as the live listener has it now (memoized); null once deleted. */
  stored: StoredDraft<Values> | null;
  /** Reads what a conflict says is stored now. */
  read: (
    current: StudioProfile | StudioProject | StudioResumeEntry | StudioPost,
  ) => StoredDraft<Values>;
  /** Starts the save mutation, calling back once it settles. */
  write: (
    values: Values,
    readVersion: number,
    settled: { onSuccess: () => void; onError: (error: Error) => void },
  ) => void;
}

/**
 * Saves a form's draft at the version it was read at, and keeps it in step with the live data:
 * untouched, it follows every newer version; with edits, `movedOn` says a newer one is stored.
 * A refused or failed save keeps the draft; a conflict offers the newer version beside it.
 */
export function useDraftSave<Input extends FieldValues, Values extends Input>(
  options: DraftSaveOptions<Input, Values>,
) {
  const { form, stored, read, write } = options;
  const { reset, handleSubmit } = form;
  const { isDirty } = form.formState;
  const [base, setBase] = useState(stored?.version ?? 0);
  const [state, setState] = useState<DraftState<Values>>({ kind: 'idle' });
  // While a save is on its way, the stored version moving on is that save's own.
  const movedOn =
    state.kind !== 'saving' && state.kind !== 'conflict' && (stored?.version ?? 0) !== base;
  // Untouched, the form follows the newer version: its base moves here, its values below.
  if (movedOn && !isDirty && stored) setBase(stored.version);
  // "Saved" and "Discarded" are true until the next edit, and no longer.
  if ((state.kind === 'saved' || state.kind === 'discarded') && isDirty) setState({ kind: 'idle' });
  // Leaving the part, the studio or the tab with edits not saved asks first.
  useReportUnsaved(isDirty);
  // The version the form's values were last set from: a reset only when the base moved past it,
  // never merely because typing made the form equal to what is stored again.
  const filledAt = useRef(base);
  useEffect(() => {
    if (stored?.version !== base || filledAt.current === base) return;
    filledAt.current = base;
    if (!isDirty) reset(stored.values);
  }, [stored, base, isDirty, reset]);

  const saveAt = (readVersion: number) =>
    handleSubmit((values) => {
      setState({ kind: 'saving' });
      write(values, readVersion, {
        onSuccess: () => {
          reset(values);
          filledAt.current = readVersion + 1;
          setBase(readVersion + 1);
          setState({ kind: 'saved' });
        },
        onError: (error) => {
          const failure = describeWriteFailure(error);
          setState(
            failure.kind === 'conflict'
              ? { kind: 'conflict', newer: failure.current && read(failure.current) }
              : failure,
          );
        },
      });
    });

  const newer = state.kind === 'conflict' ? state.newer : null;
  return {
    state,
    /** A newer version is stored than the one the typed edits started from. */
    movedOn: movedOn && isDirty,
    save: (event?: BaseSyntheticEvent) => {
      // One save at a time: the bar's buttons stay enabled (and focused) while one is on its way.
      if (state.kind === 'saving') event?.preventDefault();
      else void saveAt(base)(event);
    },
    /** Puts back what is stored now (a new project's blank form), dropping every edit. */
    discard: () => {
      if (stored) {
        reset(stored.values);
        filledAt.current = stored.version;
        setBase(stored.version);
      } else reset();
      setState({ kind: 'discarded' });
    },
    /** Shows the newer version beside the draft before saving. */
    compare: () => setState({ kind: 'conflict', newer: stored }),
    keepDraft: () => saveAt(newer?.version ?? 0)(),
    useNewer: () => {
      if (newer) {
        reset(newer.values);
        filledAt.current = newer.version;
        setBase(newer.version);
      }
      setState({ kind: 'idle' });
    },
  };
}

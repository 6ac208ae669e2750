import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { StudioPost } from '@/domain/studio-content';
import { describeWriteFailure } from '@/queries/studio/write-failure';
import { useReportUnsaved } from '@/sections/studio/unsaved-changes';
import { draftOf, sameDraft, type PostDraft } from './post-draft';

/** How long after the last keystroke a draft is saved: a pause, not every letter. */
export const AUTOSAVE_DELAY = 800;

export type PostSaveState =
  | { kind: 'idle' | 'saving' | 'saved' }
  /** Not written, and not tried again on its own until `draft` is edited (Retry tries now). */
  | { kind: 'refused' | 'failed'; draft: PostDraft }
  /** The stored post moved on since it was read: `newer` is it now, null when deleted. */
  | { kind: 'conflict'; newer: StudioPost | null };

interface PostAutosaveOptions {
  /** The post when the editor opened; null for a new one. */
  opened: StudioPost | null;
  initial: PostDraft;
  /** The post as the live listener has it now, by the draft's slug; null before its first save. */
  stored: StudioPost | null;
  /** The draft may be saved as it is (no field is refused). */
  valid: (draft: PostDraft) => boolean;
  /** Writes the draft at `readVersion` (0 creates it). */
  write: (draft: PostDraft, readVersion: number) => Promise<void>;
}

/**
 * A post's draft, saved on its own a moment after the owner stops typing, versioned as every
 * edit: one save at a time, the text typed meanwhile saved after it. A conflict stops the saving
 * until the owner chooses a version; a refused or failed save waits for the next edit or Retry.
 * Untouched, the draft follows a newer version stored elsewhere.
 */
export function usePostAutosave({ opened, initial, stored, valid, write }: PostAutosaveOptions) {
  const [draft, setDraftState] = useState(initial);
  // What is stored as far as this editor knows: the draft it last saved or followed.
  const [saved, setSavedState] = useState({
    draft: initial,
    version: opened?.version ?? 0,
    stored: opened !== null,
  });
  const [state, setState] = useState<PostSaveState>({ kind: 'idle' });
  const dirty = !sameDraft(draft, saved.draft);
  useReportUnsaved(dirty);

  // The latest of each, for a save started by a timer or a button after renders went by.
  const latest = useRef({ draft, saved, valid, write });
  useLayoutEffect(() => {
    latest.current = { draft, saved, valid, write };
  });
  const running = useRef<Promise<boolean> | null>(null);

  // Kept in `latest` at once too: a save queued behind another reads them before a re-render.
  const setDraft = useCallback((next: PostDraft) => {
    latest.current.draft = next;
    setDraftState(next);
  }, []);
  const setSaved = useCallback((next: { draft: PostDraft; version: number; stored: boolean }) => {
    latest.current.saved = next;
    setSavedState(next);
  }, []);

  // Untouched, the editor follows what another tab or device saved.
  const followable =
    stored !== null &&
    stored.version > saved.version &&
    !dirty &&
    state.kind !== 'saving' &&
    state.kind !== 'conflict';
  if (followable) {
    const newer = draftOf(stored);
    setSavedState({ draft: newer, version: stored.version, stored: true });
    setDraftState(newer);
  }

  /** Saves the latest draft now, at `readVersion`; resolves whether it is stored. */
  const saveNow = useCallback(
    async (readVersion?: number): Promise<boolean> => {
      if (running.current) await running.current;
      const { draft: toSave, saved: base, valid: isValid, write: writeDraft } = latest.current;
      if (!isValid(toSave)) return false;
      const version = readVersion ?? base.version;
      if (readVersion === undefined && sameDraft(toSave, base.draft) && base.stored) return true;
      setState({ kind: 'saving' });
      const attempt = writeDraft(toSave, version).then(
        () => {
          setSaved({ draft: toSave, version: version + 1, stored: true });
          setState({ kind: 'saved' });
          return true;
        },
        (error: Error) => {
          const failure = describeWriteFailure(error);
          setState(
            failure.kind === 'conflict'
              ? { kind: 'conflict', newer: failure.current as StudioPost | null }
              : { kind: failure.kind, draft: toSave },
          );
          return false;
        },
      );
      running.current = attempt.finally(() => (running.current = null));
      return attempt;
    },
    [setSaved],
  );

  // A pause in the typing saves the draft, unless the last try of this very text failed.
  const waiting =
    state.kind === 'saving' ||
    state.kind === 'conflict' ||
    ((state.kind === 'refused' || state.kind === 'failed') && state.draft === draft);
  const canSave = dirty && !waiting && valid(draft);
  useEffect(() => {
    if (!canSave) return;
    const timer = setTimeout(() => void saveNow(), AUTOSAVE_DELAY);
    return () => clearTimeout(timer);
  }, [canSave, draft, saveNow]);

  const newer = state.kind === 'conflict' ? state.newer : null;
  return {
    draft,
    setDraft,
    state,
    dirty,
    /** Saved at least once: its slug, its address, is fixed. */
    created: saved.stored,
    saveNow: () => saveNow(),
    /** Saves `next` at once (Publish, Unpublish), without waiting for a pause. */
    commit: (next: PostDraft) => {
      setDraft(next);
      return saveNow();
    },
    /** Writes the draft over the newer version (or again, if that was deleted). */
    keepDraft: () => void saveNow(newer?.version ?? 0),
    /** Drops the draft for the newer version. */
    useNewer: () => {
      if (newer) {
        const stored = draftOf(newer);
        setSaved({ draft: stored, version: newer.version, stored: true });
        setDraft(stored);
      }
      setState({ kind: 'idle' });
    },
  };
}

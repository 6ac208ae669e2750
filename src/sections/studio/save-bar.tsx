import { useLayoutEffect, useRef } from 'react';
import { SaveStatus } from './save-status';
import type { DraftState } from './use-draft-save';

interface SaveBarProps {
  state: DraftState;
  /** The form holds edits not saved yet. */
  dirty: boolean;
  /** The submit button's words: "Save the profile", "Add the project". */
  saveLabel: string;
  /** Shows Save and Discard before any edit: a new project's form, whose whole point is Add. */
  new?: boolean;
  onDiscard: () => void;
}

/**
 * The end of a studio form: where its save has got to and, while there are edits to save, Save
 * and Discard, in a bar that stays in view at the bottom of the screen. When a save or a discard
 * takes the buttons away from under the focus, the status takes it: never the page's start.
 */
export function SaveBar({ state, dirty, saveLabel, new: isNew, onDiscard }: SaveBarProps) {
  const saving = state.kind === 'saving';
  const open = (dirty || saving || isNew === true) && state.kind !== 'conflict';
  // What a save or a discard says stays where the bar was, in view, until the next edit; a
  // conflict's choices are in the form, above.
  const inView = open || (state.kind !== 'idle' && state.kind !== 'conflict');
  const status = useRef<HTMLParagraphElement>(null);
  // Whether the focus was on one of the bar's buttons, when it last moved.
  const focusInside = useRef(false);
  useLayoutEffect(() => {
    if (!focusInside.current) return;
    if (document.activeElement === null || document.activeElement === document.body) {
      focusInside.current = false;
      status.current?.focus();
    }
  }, [open, dirty]);

  return (
    <div className={inView ? 'studio-save-bar studio-save-bar-in-view' : 'studio-save-bar'}>
      <SaveStatus ref={status} state={state} dirty={dirty} />
      {open && (
        <div
          className="studio-actions"
          onFocus={() => (focusInside.current = true)}
          // A button taken out of the page loses focus to nothing: that blur is kept as inside.
          onBlur={(event) => {
            if (event.relatedTarget) focusInside.current = false;
          }}
        >
          {/* Nothing to discard on a new project's form before anything is typed. */}
          {dirty && (
            <button
              type="button"
              className="button button-outlined"
              // Not disabled while saving: a disabled button would drop the focus it holds.
              aria-disabled={saving}
              onClick={() => {
                if (!saving) onDiscard();
              }}
            >
              Discard
            </button>
          )}
          <button type="submit" className="button button-primary" aria-disabled={saving}>
            {saveLabel}
          </button>
        </div>
      )}
    </div>
  );
}

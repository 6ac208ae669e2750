import { useEffect, useId, useRef, type ReactNode } from 'react';

interface ConfirmDialogProps {
  /** The question, the dialog's name. */
  title: string;
  /** What answering yes does, the dialog's description. */
  children: ReactNode;
  /** Yes: the words of the button that goes ahead. */
  confirmLabel: string;
  /** No: the words of the safe answer, which has focus when the dialog opens. */
  cancelLabel: string;
  onConfirm: () => void;
  /** Called for the safe answer, and for Escape. */
  onCancel: () => void;
}

/**
 * A question before something the owner may not mean, on the platform's modal `<dialog>` (for
 * the reasons src/sections/project/image-viewer.tsx gives): the page behind is inert, Tab stays
 * inside, Escape is the safe answer, and focus returns where it was when the dialog closes.
 * Shown while it is in the page.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { title, children, confirmLabel, cancelLabel, onConfirm, onCancel } = props;
  const dialog = useRef<HTMLDialogElement>(null);
  const safe = useRef<HTMLButtonElement>(null);
  const id = useId();
  useEffect(() => {
    const element = dialog.current;
    element?.showModal();
    // The safe answer has focus, so Enter does no harm.
    safe.current?.focus();
    return () => element?.close();
  }, []);
  // Closed before the answer runs: focus is back where it was, and the page is no longer inert
  // for an answer that moves it on.
  const answer = (then: () => void) => () => {
    dialog.current?.close();
    then();
  };
  return (
    <dialog
      ref={dialog}
      role="alertdialog"
      className="studio-dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      onCancel={(event) => {
        event.preventDefault();
        answer(onCancel)();
      }}
    >
      <h2 id={`${id}-title`} className="studio-dialog-title">
        {title}
      </h2>
      <p id={`${id}-text`}>{children}</p>
      <div className="studio-actions">
        <button
          ref={safe}
          type="button"
          className="button button-primary"
          onClick={answer(onCancel)}
        >
          {cancelLabel}
        </button>
        <button type="button" className="button button-outlined" onClick={answer(onConfirm)}>
          {confirmLabel}
        </button>
      </div>
    </dialog>
  );
}

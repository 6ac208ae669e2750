import {
  createContext,
  use,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { ConfirmDialog } from './confirm-dialog';

interface UnsavedChanges {
  /** Counts a form's edits in (it has some not saved) or out. */
  report: (form: string, dirty: boolean) => void;
  /** Whether any form holds edits not saved. */
  hasUnsaved: () => boolean;
  /** Runs `leave` at once, or once the owner agrees to lose the edits; `stay` if they do not. */
  confirmLeave: (leave: () => void, stay?: () => void) => void;
}

const UnsavedChangesContext = createContext<UnsavedChanges | null>(null);

interface Question {
  leave: () => void;
  stay: () => void;
}

/**
 * Knows which of the studio's forms hold edits not saved, and asks before they are lost: the
 * router's blocker (StudioLeaveGuard) and a form's own way out (the project editor's Back) ask
 * through it.
 */
export function UnsavedChangesProvider({ children }: { children: ReactNode }) {
  const dirtyForms = useRef(new Set<string>());
  const [question, setQuestion] = useState<Question | null>(null);
  const value = useMemo<UnsavedChanges>(
    () => ({
      report: (form, dirty) => {
        if (dirty) dirtyForms.current.add(form);
        else dirtyForms.current.delete(form);
      },
      hasUnsaved: () => dirtyForms.current.size > 0,
      confirmLeave: (leave, stay = () => {}) => {
        if (dirtyForms.current.size === 0) leave();
        else setQuestion({ leave, stay });
      },
    }),
    [],
  );
  const answer = (choice: keyof Question) => () => {
    setQuestion(null);
    question?.[choice]();
  };
  return (
    <UnsavedChangesContext value={value}>
      {children}
      {question && (
        <ConfirmDialog
          title="Leave without saving?"
          confirmLabel="Leave without saving"
          cancelLabel="Stay"
          onConfirm={answer('leave')}
          onCancel={answer('stay')}
        >
          Your changes here are not saved yet. If you leave now, they are lost.
        </ConfirmDialog>
      )}
    </UnsavedChangesContext>
  );
}

/** Counts this form's unsaved edits while it is on the page (nothing outside the provider). */
export function useReportUnsaved(dirty: boolean): void {
  const changes = use(UnsavedChangesContext);
  const form = useId();
  useEffect(() => {
    changes?.report(form, dirty);
    return () => changes?.report(form, false);
  }, [changes, form, dirty]);
}

/** The provider's questions; outside it, nothing is asked. */
export function useUnsavedChanges(): Omit<UnsavedChanges, 'report'> {
  return (
    use(UnsavedChangesContext) ?? { hasUnsaved: () => false, confirmLeave: (leave) => leave() }
  );
}

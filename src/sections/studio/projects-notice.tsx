const focus = (element: HTMLElement | null) => element?.focus();

/** What the last delete, undo or failed reorder of a list did. */
export type ListNotice<Item> =
  | { kind: 'deleted'; item: Item }
  | { kind: 'restored'; item: Item }
  | { kind: 'problem'; text: string };

/**
 * What the last delete, undo or failed reorder of a list (the projects, a section of the career
 * record) did; a delete's Undo takes focus.
 */
export function ProjectsNotice<Item>({
  notice,
  titleOf,
  onUndo,
}: {
  notice: ListNotice<Item> | null;
  titleOf: (item: Item) => string;
  onUndo: (item: Item) => void;
}) {
  return (
    <div className="studio-projects-notice">
      <p role="status" className={notice?.kind === 'problem' ? 'form-alert' : undefined}>
        {notice?.kind === 'deleted' && `Deleted “${titleOf(notice.item)}”.`}
        {notice?.kind === 'restored' && `Brought back “${titleOf(notice.item)}”.`}
        {notice?.kind === 'problem' && notice.text}
      </p>
      {notice?.kind === 'deleted' && (
        <button
          ref={focus}
          type="button"
          className="button button-outlined"
          onClick={() => onUndo(notice.item)}
        >
          Undo
        </button>
      )}
    </div>
  );
}

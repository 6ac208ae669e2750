import { useEffect, useRef, useState, type DragEvent, type ReactNode } from 'react';

type Control = 'up' | 'down' | 'edit';

interface OrderedListProps<Item extends { id: string }> {
  items: readonly Item[];
  /** The list's name: what it holds, and that its order is the visitors'. */
  label: string;
  /** What the list says when it has nothing. */
  empty: string;
  /** An item's name in the buttons' labels: "Move Trailmate up". */
  titleOf: (item: Item) => string;
  /** What a row shows of its item. */
  summary: (item: Item, title: string) => ReactNode;
  onMove: (from: number, to: number) => void;
  onEdit: (item: Item) => void;
  onDelete: (item: Item) => void;
  /** A control to focus as the list appears (back from the editor). */
  initialFocus: { id: string; control: Control } | null;
}

/**
 * Items in the owner's order (the projects, a section of the career record): dragged, or moved
 * up and down, to reorder them; each edited or deleted from its row.
 */
export function OrderedList<Item extends { id: string }>({
  items,
  label,
  empty,
  titleOf,
  summary,
  onMove,
  onEdit,
  onDelete,
  initialFocus,
}: OrderedListProps<Item>) {
  const controls = useRef(new Map<string, HTMLButtonElement>());
  const [focusOn, setFocusOn] = useState(initialFocus);
  const [dragged, setDragged] = useState<string | null>(null);
  const [over, setOver] = useState<number | null>(null);

  // A moved row's button keeps focus (the other one at either end), as the DOM node moves.
  useEffect(() => {
    if (!focusOn) return;
    const index = items.findIndex(({ id }) => id === focusOn.id);
    const control =
      focusOn.control === 'up' && index === 0
        ? 'down'
        : focusOn.control === 'down' && index === items.length - 1
          ? 'up'
          : focusOn.control;
    controls.current.get(`${focusOn.id}:${control}`)?.focus();
  }, [focusOn, items]);

  const move = (from: number, to: number, control: Control) => {
    const item = items[from];
    if (!item) return;
    setFocusOn({ id: item.id, control });
    onMove(from, to);
  };
  const refFor = (id: string, control: Control) => (element: HTMLButtonElement | null) => {
    if (element) controls.current.set(`${id}:${control}`, element);
    else controls.current.delete(`${id}:${control}`);
  };
  const drop = (event: DragEvent, to: number) => {
    event.preventDefault();
    const from = items.findIndex(({ id }) => id === event.dataTransfer.getData('text/plain'));
    setDragged(null);
    setOver(null);
    if (from >= 0 && from !== to) onMove(from, to);
  };

  const draggedIndex = items.findIndex(({ id }) => id === dragged);
  /** Where the drop line shows on the row under the pointer: where the dragged row will land. */
  const dropSide = (index: number) =>
    over !== index || draggedIndex < 0 || draggedIndex === index
      ? undefined
      : draggedIndex < index
        ? 'after'
        : 'before';

  if (items.length === 0) return <p>{empty}</p>;
  return (
    <ol className="studio-project-list" aria-label={label}>
      {items.map((item, index) => {
        const title = titleOf(item);
        return (
          <li
            key={item.id}
            className="studio-project-row"
            draggable
            data-dragging={dragged === item.id || undefined}
            data-drop={dropSide(index)}
            onDragStart={(event) => {
              event.dataTransfer.setData('text/plain', item.id);
              event.dataTransfer.effectAllowed = 'move';
              setDragged(item.id);
            }}
            onDragOver={(event) => {
              event.preventDefault();
              event.dataTransfer.dropEffect = 'move';
              setOver(index);
            }}
            onDragEnd={() => {
              setDragged(null);
              setOver(null);
            }}
            onDrop={(event) => drop(event, index)}
          >
            <span className="studio-drag-handle" aria-hidden="true">
              ⠿
            </span>
            {summary(item, title)}
            <span className="studio-actions">
              <button
                ref={refFor(item.id, 'up')}
                type="button"
                className="button button-outlined"
                disabled={index === 0}
                aria-label={`Move ${title} up`}
                onClick={() => move(index, index - 1, 'up')}
              >
                Up
              </button>
              <button
                ref={refFor(item.id, 'down')}
                type="button"
                className="button button-outlined"
                disabled={index === items.length - 1}
                aria-label={`Move ${title} down`}
                onClick={() => move(index, index + 1, 'down')}
              >
                Down
              </button>
              <button
                ref={refFor(item.id, 'edit')}
                type="button"
                className="button button-outlined"
                aria-label={`Edit ${title}`}
                onClick={() => onEdit(item)}
              >
                Edit
              </button>
              <button
                type="button"
                className="button button-outlined studio-danger"
                aria-label={`Delete ${title}`}
                onClick={() => onDelete(item)}
              >
                Delete
              </button>
            </span>
          </li>
        );
      })}
    </ol>
  );
}

/** `items` with the one at `from` moved to `to`. */
export function moveItem<Item>(items: readonly Item[], from: number, to: number): Item[] {
  const moved = [...items];
  const [item] = moved.splice(from, 1);
  if (item !== undefined) moved.splice(to, 0, item);
  return moved;
}

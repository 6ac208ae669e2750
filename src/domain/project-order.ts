import { isRecord } from './is-record';

/** The field `npm run seed` writes on each project document: its place in the content file. */
export const ORDER_FIELD = 'order';

function orderOf(document: unknown): number | undefined {
  const order = isRecord(document) ? document[ORDER_FIELD] : undefined;
  return typeof order === 'number' && Number.isFinite(order) ? order : undefined;
}

/**
 * Puts project documents in the owner's order: by their `order` number, then those without one
 * (added by hand in the console, say) after them by id, so the order is stable either way.
 */
export function sortInOwnerOrder<T extends { id: string; document: unknown }>(
  entries: readonly T[],
): T[] {
  return [...entries].sort((a, b) => {
    const orderA = orderOf(a.document) ?? Infinity;
    const orderB = orderOf(b.document) ?? Infinity;
    if (orderA !== orderB) return orderA < orderB ? -1 : 1;
    return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
  });
}

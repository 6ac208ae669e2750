import type { DeliveryRecord, MemoryStore } from '@/data/memory-store';

/**
 * Records a message's delivery in a memory store as the Cloud Function writes
 * `Deliveries/<id>` (with no state, removes it), and tells whoever listens to the inbox.
 */
export function recordDelivery(
  store: MemoryStore,
  id: string,
  state?: DeliveryRecord['state'],
  error?: string,
  details?: Pick<DeliveryRecord, 'nextAttemptAt' | 'hour'>,
): void {
  if (state) {
    store.stored.deliveries.set(id, {
      state,
      ...(error === undefined ? {} : { error }),
      ...details,
    });
  } else store.stored.deliveries.delete(id);
  store.changed('inbox');
}

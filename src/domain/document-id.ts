/** Firestore's limit on a document id, in UTF-8 bytes. */
const MAX_ID_BYTES = 1500;

/**
 * Whether `id` can name a document in a collection, by Firestore's rules for ids
 * (firebase.google.com/docs/firestore/quotas#collections_documents_and_fields): not empty, no
 * `/`, not `.` or `..`, not `__.*__` (reserved), at most 1,500 bytes. No document has any other
 * id, so a page asked for one (from its address, typed by anyone) has nothing to show: the SDK
 * would throw for some and its listener fail for others.
 */
export function isDocumentId(id: string): boolean {
  return (
    id !== '' &&
    id !== '.' &&
    id !== '..' &&
    !id.includes('/') &&
    !/^__.*__$/s.test(id) &&
    new TextEncoder().encode(id).length <= MAX_ID_BYTES
  );
}

import {
  collection,
  doc,
  limit,
  onSnapshot,
  orderBy,
  query,
  type DocumentSnapshot,
  type Firestore,
  type QuerySnapshot,
} from 'firebase/firestore';
import type { Functions } from 'firebase/functions';
import { readPublishedRecord, readPublishRequest } from '@/domain/published-record';
import {
  PUBLISH_FUNCTION_NAME,
  PUBLISH_REQUESTS_COLLECTION,
  PUBLISHED_RECORD_PATH,
} from '@/domain/publishing';
import {
  collectionChanged,
  documentChanged,
  fromServer,
  WITH_METADATA,
} from '../firestore-repository';
import { loadOnce } from '../lazy-repository';
import type { StudioRepository } from './studio-repository';

type Listen<S> = (onNext: (snapshot: S) => void, onError: (error: Error) => void) => () => void;
type ListenToBoth = <A, B>(
  listenA: Listen<A>,
  listenB: Listen<B>,
  combine: (a: A, b: B) => void,
  onError: (error: Error) => void,
) => () => void;

/**
 * The callable's failures the studio words itself: the SDK's own (the function unreachable or
 * missing: `internal`, `not-found`) say only their code, and a function's unexpected error reaches
 * the page as a bare `internal`.
 */
const CALL_FAILURES: Record<string, string> = {
  'not-found': `Publishing is not set up: the ${PUBLISH_FUNCTION_NAME} function is not deployed.`,
  internal: `The ${PUBLISH_FUNCTION_NAME} function could not be reached, or failed: is it deployed, and are its secrets set? (See docs/deploy.md.)`,
};

/** A message that is only a code, as the SDK words an error it makes: "internal [0]". */
const BARE_CODE = /^[a-z-]+( \[\d+\])?$/i;

/** A callable's failure as an Error the studio shows: the function's message, with its code. */
export function toPublishError(error: unknown): Error {
  const raw = typeof error === 'object' && error !== null ? (error as Record<string, unknown>) : {};
  const code = typeof raw.code === 'string' ? raw.code.replace(/^functions\//, '') : 'unknown';
  const given = typeof raw.message === 'string' ? raw.message.trim() : '';
  const message =
    CALL_FAILURES[code] ??
    (given && !BARE_CODE.test(given) ? given : `Publishing failed (${code}).`);
  return Object.assign(new Error(message), { code });
}

/**
 * Publishing on Firebase for the signed-in owner: `Publishing/published` and the newest of
 * `PublishRequests` read live, and a press of Publish as the callable `publishSite`, whose SDK
 * is loaded on the first press so the studio starts without it.
 */
export function createFirestorePublishing(
  db: Firestore,
  listenToBoth: ListenToBoth,
  functionsEmulatorHost: string | undefined,
): Pick<StudioRepository, 'subscribeToPublishing' | 'requestPublish'> {
  const functions = loadOnce(
    async (): Promise<{ instance: Functions; module: typeof import('firebase/functions') }> => {
      const module = await import('firebase/functions');
      const instance = module.getFunctions(db.app);
      if (functionsEmulatorHost) {
        const [host = '127.0.0.1', port = '5001'] = functionsEmulatorHost.split(':');
        module.connectFunctionsEmulator(instance, host, Number(port));
      }
      return { instance, module };
    },
  );

  return {
    subscribeToPublishing(onNext, onError) {
      const listenToRecord: Listen<DocumentSnapshot> = (next, fail) =>
        onSnapshot(
          doc(db, ...PUBLISHED_RECORD_PATH),
          WITH_METADATA,
          fromServer(documentChanged, next),
          fail,
        );
      const listenToLatest: Listen<QuerySnapshot> = (next, fail) =>
        onSnapshot(
          query(collection(db, PUBLISH_REQUESTS_COLLECTION), orderBy('askedAt', 'desc'), limit(1)),
          WITH_METADATA,
          fromServer(collectionChanged, next),
          fail,
        );
      return listenToBoth(
        listenToRecord,
        listenToLatest,
        (record, latest) => {
          const newest = latest.docs[0];
          onNext({
            published: readPublishedRecord(record.data()),
            latest: newest ? readPublishRequest(newest.id, newest.data()) : null,
          });
        },
        onError,
      );
    },

    async requestPublish() {
      try {
        const { instance, module } = await functions();
        const call = module.httpsCallable<void, { request: string }>(
          instance,
          PUBLISH_FUNCTION_NAME,
        );
        const { data } = await call();
        if (typeof data?.request !== 'string') {
          throw new Error(`The ${PUBLISH_FUNCTION_NAME} function answered without a request.`);
        }
        return { request: data.request };
      } catch (error) {
        throw toPublishError(error);
      }
    },
  };
}

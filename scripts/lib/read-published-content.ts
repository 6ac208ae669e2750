import { deleteApp, initializeApp } from 'firebase/app';
import {
  collection,
  connectFirestoreEmulator,
  doc,
  getDoc,
  getDocs,
  getFirestore,
  setLogLevel,
  terminate,
} from 'firebase/firestore';
import type { PortfolioDocuments } from '../../src/data/portfolio-repository';
import { toContentFileOrder } from '../../src/domain/project-order';

const READ_TIMEOUT_MS = 10_000;

/**
 * Reads what visitors would see, as a visitor: the profile and projects from the Firestore
 * project the site is configured for. Null when it cannot be reached in time.
 */
export async function readPublishedContent(
  env: Record<string, string>,
): Promise<PortfolioDocuments | null> {
  const app = initializeApp(
    {
      apiKey: env.VITE_FIREBASE_API_KEY,
      authDomain: env.VITE_FIREBASE_AUTH_DOMAIN,
      projectId: env.VITE_FIREBASE_PROJECT_ID,
      appId: env.VITE_FIREBASE_APP_ID,
    },
    'prerender',
  );
  const db = getFirestore(app);
  // The build says in one line when Firestore is out of reach; the SDK's retries would add noise.
  setLogLevel('silent');
  const emulator = env.VITE_FIRESTORE_EMULATOR_HOST;
  if (emulator) {
    const [host = '127.0.0.1', port = '8080'] = emulator.split(':');
    connectFirestoreEmulator(db, host, Number(port));
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    const read = Promise.all([
      getDoc(doc(db, 'User', 'user')),
      getDocs(collection(db, 'Projects')),
    ]);
    const timeout = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), READ_TIMEOUT_MS);
    });
    const result = await Promise.race([read, timeout]);
    if (!result) return null;
    const [user, projects] = result;
    return {
      user: user.exists() ? user.data() : null,
      // In the owner's order: the prerender keeps the order of this list.
      projects: toContentFileOrder(
        projects.docs.map((entry) => ({ id: entry.id, document: entry.data() })),
      ),
    };
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
    await terminate(db).catch(() => undefined);
    await deleteApp(app).catch(() => undefined);
  }
}

/**
 * The build's read of the published content, for the prerender: the profile, the projects, the
 * published posts and the career record of the Firestore project the site is built for. A visitor's anonymous read is refused once App
 * Check is enforced, so the build reads with the Admin SDK and the credentials of the machine
 * that builds (application default credentials: GOOGLE_APPLICATION_CREDENTIALS, or `gcloud auth
 * application-default login`, or a Google Cloud machine's own account), which neither App Check
 * nor the security rules apply to. On the emulator it needs no credentials.
 */
import { deleteApp } from 'firebase-admin/app';
import { VERSION_FIELD, withoutVersion } from '../../src/domain/content-version';
import { toContentFileOrder } from '../../src/domain/portfolio-file';
import { POSTS_COLLECTION } from '../../src/domain/post';
import { RESUME_COLLECTION, toResumeFileShape } from '../../src/domain/resume';
import { connectAdminFirestore, type Target } from './admin-firestore';
import {
  explainCredentialsFailure,
  explainReadFailure,
  messageOf,
  unreachable,
  type PublishedContentRead,
  type ReadSource,
} from './read-failures';
import { renderedVersions } from './rendered-versions';
import { whyNoConnection } from './target-reachability';

const READ_TIMEOUT_MS = 10_000;
const FIRESTORE_HOST = 'firestore.googleapis.com';

const TIMED_OUT = Symbol('timed out');

/** Gives up waiting (the promise itself runs on, unobserved) when the deadline passes. */
async function before<T>(deadline: number, promise: Promise<T>): Promise<T | typeof TIMED_OUT> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<typeof TIMED_OUT>((resolve) => {
    timer = setTimeout(() => resolve(TIMED_OUT), Math.max(0, deadline - Date.now()));
  });
  promise.catch(() => undefined);
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The Admin SDK takes FIRESTORE_EMULATOR_HOST from the environment when its client is made. Here
 * the site's configuration decides: an emulator address left in the shell for `npm run seed`
 * must not send a real site's build to the emulator. The environment is put back as it was.
 */
function connectToSource(target: Target) {
  const saved = {
    FIRESTORE_EMULATOR_HOST: process.env.FIRESTORE_EMULATOR_HOST,
    METADATA_SERVER_DETECTION: process.env.METADATA_SERVER_DETECTION,
  };
  delete process.env.FIRESTORE_EMULATOR_HOST;
  try {
    return connectAdminFirestore(target);
  } finally {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  }
}

/**
 * Reads what visitors would see: `User/user`, the projects and the career record's entries, in
 * the owner's order, and the published posts. Never
 * throws: when it cannot read within the time allowed, it says why.
 */
export async function readPublishedContent(
  env: Record<string, string>,
  { timeoutMs = READ_TIMEOUT_MS }: { timeoutMs?: number } = {},
): Promise<PublishedContentRead> {
  const deadline = Date.now() + timeoutMs;
  const emulatorHost = env.VITE_FIRESTORE_EMULATOR_HOST || undefined;
  const source: ReadSource = {
    projectId: env.VITE_FIREBASE_PROJECT_ID ?? '',
    host: emulatorHost ?? FIRESTORE_HOST,
    emulator: emulatorHost !== undefined,
  };
  const noAnswer = `no answer within ${timeoutMs / 1000} s`;
  if (emulatorHost) {
    // Nothing there is told at once: the Admin SDK would retry a refused connection for about
    // 40 s. (Only for the emulator: Google's server may be reached through a proxy that the SDK
    // knows of and a socket does not.) A malformed address (no port, say) is refused at once.
    const probeMs = Math.max(1, deadline - Date.now());
    const whyNot = await whyNoConnection(emulatorHost, probeMs, noAnswer).catch(messageOf);
    if (whyNot) return unreachable(source, whyNot);
  }
  const { db, app } = connectToSource({
    projectId: source.projectId,
    emulatorHost,
    credentials: undefined,
  });
  // Deleting the app waits for requests still under way: after a timeout, that is not awaited.
  let settled = true;
  try {
    // The SDK retries a read that has no credentials for about 10 s; asking for a token first
    // says at once that there are none.
    if (!emulatorHost && app.options.credential) {
      let token;
      try {
        token = await before(deadline, app.options.credential.getAccessToken());
      } catch (error) {
        return explainCredentialsFailure(error, source);
      }
      if (token === TIMED_OUT) {
        settled = false;
        return unreachable(source, `${noAnswer} while signing in with Google`);
      }
    }
    const read = await before(
      deadline,
      Promise.all([
        db.collection('User').doc('user').get(),
        db.collection('Projects').get(),
        db.collection(RESUME_COLLECTION).get(),
        // The published alone, as a visitor's query asks: a draft is never built into a page.
        db.collection(POSTS_COLLECTION).where('draft', '==', false).get(),
      ]),
    );
    if (read === TIMED_OUT) {
      settled = false;
      return unreachable(source, noAnswer);
    }
    const [user, projects, resume, posts] = read;
    const profile = user.data();
    const documentsOf = (query: typeof projects) =>
      query.docs.map((entry) => ({ id: entry.id, document: entry.data() }));
    const updates = [user, ...projects.docs, ...resume.docs, ...posts.docs].flatMap((entry) =>
      entry.updateTime ? [entry.updateTime.toMillis()] : [],
    );
    return {
      ok: true,
      lastChanged: updates.length > 0 ? new Date(Math.max(...updates)) : undefined,
      // From these very documents: what the HTML is made of, whatever is saved meanwhile.
      versions: renderedVersions({
        user: profile,
        projects: documentsOf(projects),
        resume: documentsOf(resume),
        posts: documentsOf(posts),
      }),
      content: {
        // As the content file holds it: the version is only the database's.
        user: profile ? withoutVersion(profile) : null,
        // In the owner's order: the prerender keeps the order of this list.
        projects: toContentFileOrder(documentsOf(projects)),
        // Each entry with its id, so the page's listener later names the same entries.
        resume: toResumeFileShape(documentsOf(resume), { keepIds: true, omit: [VERSION_FIELD] }),
        // As the content file holds them: each with its slug, without its version.
        posts: posts.docs.map((entry) => ({ slug: entry.id, ...withoutVersion(entry.data()) })),
      },
    };
  } catch (error) {
    return explainReadFailure(error, source);
  } finally {
    const deleted = deleteApp(app).catch(() => undefined);
    if (settled) await deleted;
  }
}

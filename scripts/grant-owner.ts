/**
 * `npm run grant-owner -- EMAIL [--revoke] [target flags]`: makes the account that signs in with
 * EMAIL the site's owner, the account carrying the custom claim `owner: true` (#38), or with
 * --revoke no longer. The account's other custom claims are kept either way.
 */
import { deleteApp } from 'firebase-admin/app';
import type { Auth, UserRecord } from 'firebase-admin/auth';
import { connectAdminAuth, noAuthEmulator, USAGE_AUTH_TARGET } from './lib/admin-auth';
import { parseArguments } from './lib/parse-target';
import { runAsCommand } from './lib/run-as-command';

const USAGE = `Usage: npm run grant-owner -- EMAIL [--revoke] [options]
Gives the account that signs in with EMAIL the custom claim owner: true, which makes it the
site's owner; --revoke takes the claim back. Its other custom claims are kept. The account
must exist: sign in to the site with it once first.
${USAGE_AUTH_TARGET}`;

/** Every flag this command reads: a mistyped one (`--revok`) must not grant instead. */
const KNOWN_FLAGS = ['revoke', 'auth-emulator', 'project', 'real', 'credentials', 'verbose'];

const TOKEN_NOTE =
  'The change reaches the ID token when the account signs in again, or when its token ' +
  'refreshes (within an hour); until then its token still says what it said before.';

const errorCode = (error: unknown) => (error as { code?: unknown } | null)?.code;

async function findUser(auth: Auth, email: string): Promise<UserRecord | undefined> {
  try {
    return await auth.getUserByEmail(email);
  } catch (error) {
    if (errorCode(error) === 'auth/user-not-found') return undefined;
    throw error;
  }
}

export async function grantOwner(
  argv: readonly string[],
  log = console.log,
  fail = console.error,
): Promise<number> {
  if (argv.includes('--help')) {
    log(USAGE);
    return 0;
  }
  const { target, positional, flags } = parseArguments(argv, process.env, ['revoke']);
  const unknown = [...flags.keys()].filter((name) => !KNOWN_FLAGS.includes(name));
  if (unknown.length > 0) {
    fail(`Unknown option --${unknown.join(', --')}: nothing changed. See -- --help.`);
    return 1;
  }
  const email = positional[0];
  if (!email || positional.length > 1) {
    fail(USAGE);
    return 1;
  }
  const revoke = flags.get('revoke') === 'true';
  const emulator = target.authEmulatorHost;
  const where =
    `project ${target.projectId}` +
    (emulator ? ` on the Authentication emulator at ${emulator}` : '');
  const { auth, app } = connectAdminAuth(target);
  try {
    const user = await findUser(auth, email);
    if (!user) {
      fail(`No account uses ${email}: sign in to the site once first (looked in ${where}).`);
      return 1;
    }
    const { owner, ...others } = user.customClaims ?? {};
    if (revoke ? owner === undefined : owner === true) {
      log(`${email} ${revoke ? 'is not' : 'is already'} the owner of ${where}; nothing changed.`);
      return 0;
    }
    await auth.setCustomUserClaims(user.uid, revoke ? others : { ...others, owner: true });
    log(
      revoke
        ? `${email} (uid ${user.uid}) is no longer the owner of ${where}: the claim owner is removed.`
        : `${email} (uid ${user.uid}) is now the owner of ${where}: it carries the claim owner: true.`,
    );
    log(TOKEN_NOTE);
    return 0;
  } catch (error) {
    if (!emulator || errorCode(error) !== 'app/network-error') throw error;
    fail(noAuthEmulator(emulator));
    return 1;
  } finally {
    await deleteApp(app);
  }
}

await runAsCommand(import.meta.url, grantOwner);

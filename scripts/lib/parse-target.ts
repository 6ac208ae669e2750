import type { Target } from './admin-firestore';

/** Where firebase-tools starts the Authentication emulator unless told otherwise (firebase.json). */
export const DEFAULT_AUTH_EMULATOR_HOST = '127.0.0.1:9099';

export interface ParsedArguments {
  target: Target;
  positional: string[];
  flags: Map<string, string>;
}

/** Flags of every command that take no value. */
const SHARED_SWITCHES = ['real', 'verbose'];

/**
 * Reads the target flags shared by seed, export, inbox and grant-owner; other `--name value`
 * flags are returned, and each of `switches` (`--json`), like `--real` and `--verbose`, as 'true'
 * without a value.
 */
export function parseArguments(
  argv: readonly string[],
  env: NodeJS.ProcessEnv,
  switches: readonly string[] = [],
): ParsedArguments {
  const flags = new Map<string, string>();
  const positional: string[] = [];
  for (let index = 0; index < argv.length; index += 1) {
    const argument = argv[index] ?? '';
    const name = argument.slice(2);
    if (argument.startsWith('--') && [...SHARED_SWITCHES, ...switches].includes(name))
      flags.set(name, 'true');
    else if (argument.startsWith('--')) {
      flags.set(argument.slice(2), argv[index + 1] ?? '');
      index += 1;
    } else positional.push(argument);
  }
  const real = flags.get('real') === 'true';
  const projectId = flags.get('project') ?? (real ? undefined : 'demo-portfolio');
  if (!projectId) throw new Error('--real needs --project ID: the real project to write to.');
  return {
    positional,
    flags,
    target: {
      projectId,
      emulatorHost: real
        ? undefined
        : (flags.get('emulator') ?? env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080'),
      authEmulatorHost: real
        ? undefined
        : (flags.get('auth-emulator') ??
          env.FIREBASE_AUTH_EMULATOR_HOST ??
          DEFAULT_AUTH_EMULATOR_HOST),
      credentials: flags.get('credentials') ?? env.GOOGLE_APPLICATION_CREDENTIALS,
    },
  };
}

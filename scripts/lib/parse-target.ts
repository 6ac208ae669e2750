import type { Target } from './admin-firestore';

export interface ParsedArguments {
  target: Target;
  positional: string[];
  flags: Map<string, string>;
}

/** Reads the target flags shared by seed and export; other `--name value` flags are returned. */
export function parseArguments(argv: readonly string[], env: NodeJS.ProcessEnv): ParsedArguments {
  const flags = new Map<string, string>();
  const positional: string[] = [];
  for (let index = 0; index < argv.length; index += 1) {
    const argument = argv[index] ?? '';
    if (argument === '--real') flags.set('real', 'true');
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
      credentials: flags.get('credentials') ?? env.GOOGLE_APPLICATION_CREDENTIALS,
    },
  };
}

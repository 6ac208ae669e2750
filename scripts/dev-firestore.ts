/**
 * `npm run dev:firestore`: the official Firestore emulator with the real rules, seeded with the
 * demo content, and the Vite dev server in Firestore mode pointed at it. Edit a document (with
 * `npm run seed -- FILE --emulator HOST:PORT`, or the emulator's REST API) and the open page
 * follows it live. Ctrl-C stops both.
 */
import { spawn } from 'node:child_process';
import { emulatorSiteEnv } from './lib/emulator-site-env';
import {
  DEFAULT_EMULATOR_PORT,
  startEmulatorWithRules,
  untilInterrupted,
} from './firestore-emulator';
import { seed } from './seed';

const PROJECT_ID = 'demo-portfolio';

try {
  const emulator = await startEmulatorWithRules(
    PROJECT_ID,
    Number(process.env.FIRESTORE_EMULATOR_PORT ?? DEFAULT_EMULATOR_PORT),
  );
  const seeded = await seed(['--emulator', emulator.address, '--project', PROJECT_ID]);
  if (seeded !== 0) throw new Error('Seeding the emulator failed.');
  console.log(
    `Firestore emulator at ${emulator.address}; change the content with\n` +
      `  npm run seed -- FILE --emulator ${emulator.address}\n`,
  );
  const vite = spawn('npx', ['vite', ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: { ...process.env, ...emulatorSiteEnv(emulator.address, PROJECT_ID) },
  });
  await Promise.race([untilInterrupted(), new Promise((resolve) => vite.once('exit', resolve))]);
  vite.kill('SIGTERM');
  await emulator.stop();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}

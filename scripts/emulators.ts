/**
 * `tsx scripts/emulators.ts --only firestore,auth,hosting [options]`: firebase-tools' Emulator
 * Suite for the demo project on 127.0.0.1 (scripts/lib/firebase-emulators.ts), until Ctrl-C or
 * SIGTERM. The browser tests start the ones they need with it, through Playwright's `webServer`.
 *   --exec COMMAND        `emulators:exec`: runs the command (a shell's) inside them, on free
 *                         ports, and stops them when it ends (`npm run bench`)
 *   --firestore-port, --auth-port, --hosting-port N   the ports (firebase.json's by default)
 *   --public DIR          the build Hosting serves (firebase.json's public folder by default)
 *   --connect-src ORIGIN  a loopback origin added to the CSP's connect-src: an emulator the build
 *                         is pointed at, which Hosting never serves beside
 *   --frame-src ORIGIN    a loopback origin added to the CSP's frame-src: the Authentication
 *                         emulator, whose helper frame the sign-in popup talks through
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { runEmulators, type EmulatorName } from './lib/firebase-emulators';

const { values } = parseArgs({
  options: {
    only: { type: 'string', default: 'firestore' },
    exec: { type: 'string' },
    project: { type: 'string', default: 'demo-portfolio' },
    'firestore-port': { type: 'string' },
    'auth-port': { type: 'string' },
    'hosting-port': { type: 'string' },
    public: { type: 'string' },
    'connect-src': { type: 'string', multiple: true, default: [] },
    'frame-src': { type: 'string', multiple: true, default: [] },
  },
});
for (const origin of [...values['connect-src'], ...values['frame-src']]) {
  const url = new URL(origin);
  if (url.origin !== origin || !['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname)) {
    throw new Error(`Loopback origins only (http://127.0.0.1:PORT), not ${origin}`);
  }
}

const only = values.only.split(',') as EmulatorName[];
const configured = JSON.parse(readFileSync('firebase.json', 'utf8')) as {
  emulators: Record<string, { port?: number }>;
};
const portOf = (name: EmulatorName) => {
  const given = values[`${name}-port` as 'auth-port'];
  if (given) return Number(given);
  return values.exec ? undefined : configured.emulators[name]?.port;
};

process.exitCode = await runEmulators({
  only,
  projectId: values.project,
  ports: Object.fromEntries(only.map((name) => [name, portOf(name)])),
  command: values.exec ? ['sh', '-c', values.exec] : undefined,
  hosting: {
    public: values.public,
    connectSrc: values['connect-src'],
    frameSrc: values['frame-src'],
  },
}).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  return 1;
});

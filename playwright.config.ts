import { mkdirSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './scripts/lib/chromium.mjs';
import { canRunEmulators } from './scripts/lib/emulator-machine';
import { EMULATOR_HOST, freePort } from './scripts/lib/firebase-emulators';

// Playwright reads this file in its runner, then again in processes that take the runner's
// environment: the first read picks the run's free loopback ports and whether the Emulator Suite
// runs here (firebase-tools, Java 21+) for the `firestore` project, and the others find them.
// Without the suite that project is left out, and said so; REQUIRE_EMULATORS (set by .ci/run)
// makes that a failure.
if (!process.env.E2E_PORT) {
  const ports = await Promise.all(Array.from({ length: 4 }, () => freePort()));
  process.env.E2E_PORT = String(ports[0]);
  if (canRunEmulators(['firestore', 'auth', 'hosting'], 'The firestore project is left out')) {
    // The Hosting emulator serves it from the start; the global setup builds into it.
    mkdirSync('dist-firestore', { recursive: true });
    process.env.E2E_FIRESTORE_EMULATOR = `${EMULATOR_HOST}:${ports[1]}`;
    process.env.E2E_AUTH_EMULATOR = `${EMULATOR_HOST}:${ports[2]}`;
    process.env.E2E_FIRESTORE_PORT = String(ports[3]);
  }
  // On a SIGTERM Playwright exits at once and leaves its web servers running (the emulators, in
  // process groups of their own); on a Ctrl-C it stops them first.
  process.once('SIGTERM', () => process.kill(process.pid, 'SIGINT'));
}

const port = Number(process.env.E2E_PORT);

// Without checker-imaging, a frame is drawn with its images decoded. With it, Chromium paints a
// large image it has not decoded for raster yet as an empty box and fills it in a later frame,
// so a full-page screenshot (a new, taller frame) can show project pictures as empty boxes.
const chromium = {
  executablePath: CHROMIUM_PATH,
  args: [...CHROMIUM_FLAGS, '--disable-checker-imaging'],
};

// Where the Emulator Suite runs: the Firestore and Authentication emulators' addresses, and the
// port of the Hosting emulator serving the Firestore build made for them
// (tests/e2e/global-setup.ts builds it into dist-firestore/).
const firestoreEmulator = process.env.E2E_FIRESTORE_EMULATOR;
const authEmulator = process.env.E2E_AUTH_EMULATOR;
const firestorePort = process.env.E2E_FIRESTORE_PORT;
const portOf = (address = '') => address.split(':')[1] ?? '';

/**
 * The Emulator Suite (scripts/emulators.ts), ready once firebase-tools says all its emulators are
 * (Hosting starts after Authentication, which can take most of a minute on a loaded machine). It
 * stops cleanly on SIGTERM, JVM included; Playwright's default, a SIGKILL to the command's process
 * group, would leave firebase-tools' own group running.
 */
const emulatorServer = (command: string, env?: Record<string, string>) => ({
  command,
  wait: { stdout: /All emulators ready/ },
  env,
  reuseExistingServer: false,
  timeout: 120_000,
  gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 20_000 },
});

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/playwright',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  reporter: [['list']],
  // Generous waits: CI shares a 2-core machine, and a loaded one stalls pages for seconds.
  timeout: 45_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: chromium,
    trace: 'off',
  },
  projects: [
    {
      name: 'phone',
      // A print is the same document from any viewport: the desktop's prints the CV once.
      testIgnore: ['**/firestore/**', '**/cv-print.spec.ts'],
      use: {
        browserName: 'chromium',
        viewport: { width: 375, height: 812 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 2,
        userAgent: devices['Pixel 7'].userAgent,
      },
    },
    {
      name: 'desktop',
      testIgnore: '**/firestore/**',
      use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } },
    },
    ...(firestoreEmulator
      ? [
          {
            // One emulator's data is shared by these tests: one at a time, in file order.
            name: 'firestore',
            testDir: 'tests/e2e/firestore',
            fullyParallel: false,
            workers: 1,
            use: {
              browserName: 'chromium' as const,
              viewport: { width: 1280, height: 800 },
              baseURL: `http://127.0.0.1:${firestorePort}`,
            },
          },
        ]
      : []),
  ],
  globalSetup: './tests/e2e/global-setup.ts',
  webServer: [
    // The build as Firebase Hosting serves it: firebase.json's headers (CSP included), rewrites,
    // `cleanUrls` and 404 page.
    emulatorServer(`npx tsx scripts/emulators.ts --only hosting --port ${port}`),
    ...(firestoreEmulator && authEmulator && firestorePort
      ? [
          // Firestore and Authentication, and Hosting serving the Firestore build, whose CSP
          // also lets it reach them. The build comes after (global setup).
          emulatorServer(
            'npx tsx scripts/emulators.ts --only firestore,auth,hosting --public dist-firestore',
            {
              FIRESTORE_EMULATOR_PORT: portOf(firestoreEmulator),
              AUTH_EMULATOR_PORT: portOf(authEmulator),
              HOSTING_EMULATOR_PORT: firestorePort,
            },
          ),
        ]
      : []),
  ],
});

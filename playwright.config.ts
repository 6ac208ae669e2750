import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './scripts/lib/chromium.mjs';

const port = Number(process.env.E2E_PORT ?? 4173);

// Without checker-imaging, a frame is drawn with its images decoded. With it, Chromium paints a
// large image it has not decoded for raster yet as an empty box and fills it in a later frame,
// so a full-page screenshot (a new, taller frame) can show project pictures as empty boxes.
const chromium = {
  executablePath: CHROMIUM_PATH,
  args: [...CHROMIUM_FLAGS, '--disable-checker-imaging'],
};

// Set by scripts/run-e2e.ts when the Emulator Suite can run here: the Firestore and
// Authentication emulators' addresses, and the port of the Hosting emulator serving the Firestore
// build made for them (tests/e2e/global-setup.ts builds it into dist-firestore/).
const firestoreEmulator = process.env.E2E_FIRESTORE_EMULATOR;
const authEmulator = process.env.E2E_AUTH_EMULATOR;
const firestorePort = Number(process.env.E2E_FIRESTORE_PORT ?? 5001);
const portOf = (address = '') => address.split(':')[1] ?? '';

/**
 * The Emulator Suite (scripts/emulators.ts) stops cleanly on SIGTERM, JVM included; Playwright's
 * default, a SIGKILL to the command's process group, would leave firebase-tools' own group running.
 */
const emulatorServer = (command: string, url: string) => ({
  command,
  url,
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
      testIgnore: '**/firestore/**',
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
    emulatorServer(
      `npx tsx scripts/emulators.ts --only hosting --hosting-port ${port}`,
      `http://127.0.0.1:${port}/`,
    ),
    ...(firestoreEmulator && authEmulator
      ? [
          // Firestore and Authentication, and Hosting serving the Firestore build, whose CSP
          // also lets it reach them (the sign-in popup's helper frame is the Authentication
          // emulator's). Ready once Firestore answers; the build comes after (global setup).
          emulatorServer(
            [
              'npx tsx scripts/emulators.ts --only firestore,auth,hosting',
              `--firestore-port ${portOf(firestoreEmulator)} --auth-port ${portOf(authEmulator)}`,
              `--hosting-port ${firestorePort} --public dist-firestore`,
              `--connect-src http://${firestoreEmulator} --connect-src http://${authEmulator}`,
              `--frame-src http://${authEmulator}`,
            ].join(' '),
            `http://${firestoreEmulator}/`,
          ),
        ]
      : []),
  ],
});

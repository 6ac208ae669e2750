import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './scripts/lib/chromium.mjs';

const port = Number(process.env.E2E_PORT ?? 4173);
const hostingPort = Number(process.env.E2E_HOSTING_PORT ?? 5000);

// Without checker-imaging, a frame is drawn with its images decoded. With it, Chromium paints a
// large image it has not decoded for raster yet as an empty box and fills it in a later frame,
// and a full-page screenshot (a new, taller frame) caught some project pictures that way.
const chromium = {
  executablePath: CHROMIUM_PATH,
  args: [...CHROMIUM_FLAGS, '--disable-checker-imaging'],
};

// Set by scripts/run-e2e.ts once the emulator runs, seeded, with dist-firestore/ built for it.
const firestoreEmulator = process.env.E2E_FIRESTORE_EMULATOR;
const firestorePort = Number(process.env.E2E_FIRESTORE_PORT ?? 5001);
// Set by scripts/run-e2e.ts when the Authentication emulator runs beside it (the studio's sign-in).
const authEmulator = process.env.E2E_AUTH_EMULATOR;
// The site's CSP lets the Firestore build reach its emulators; the sign-in popup's helper frame
// is served by the Authentication emulator.
const emulatorOrigins = [
  `--connect-src http://${firestoreEmulator}`,
  ...(authEmulator
    ? [`--connect-src http://${authEmulator}`, `--frame-src http://${authEmulator}`]
    : []),
].join(' ');

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
            // The studio's specs sign in on the Authentication emulator, and a visitor's send
            // signs in anonymously there: without one these specs are left out, as
            // scripts/run-e2e.ts says (a failure with REQUIRE_AUTH_EMULATOR).
            testIgnore: authEmulator
              ? []
              : ['**/studio-*.spec.ts', '**/contact-*.spec.ts', '**/visitor-without-auth.spec.ts'],
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
  webServer: [
    {
      command: `npx vite preview --host 127.0.0.1 --port ${port} --strictPort`,
      url: `http://127.0.0.1:${port}/`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      // The same build with Firebase Hosting's headers from firebase.json (CSP included).
      command: `node scripts/serve-hosting.mjs ${hostingPort}`,
      url: `http://127.0.0.1:${hostingPort}/`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    ...(firestoreEmulator
      ? [
          {
            // The Firestore build, with the same headers; its CSP also lets it reach the emulator.
            command: `node scripts/serve-hosting.mjs ${firestorePort} dist-firestore ${emulatorOrigins}`,
            url: `http://127.0.0.1:${firestorePort}/`,
            reuseExistingServer: false,
            timeout: 60_000,
          },
        ]
      : []),
  ],
});

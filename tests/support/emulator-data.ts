/**
 * The Firestore emulator's own endpoints for a test's data and rules, shared by the Vitest suites
 * and the browser tests.
 */
import { readFileSync } from 'node:fs';

const RULES_FILE = 'firestore.rules';

function emulatorUrl(address: string, projectId: string, path: string): string {
  return `http://${address}/emulator/v1/projects/${projectId}${path}`;
}

async function expectOk(response: Response, what: string): Promise<void> {
  if (!response.ok) throw new Error(`${what}: HTTP ${response.status} ${await response.text()}`);
}

/** Loads security rules for one project on the emulator at `address`; by default the real ones. */
export async function loadRules(
  address: string,
  projectId: string,
  rules: string = readFileSync(RULES_FILE, 'utf8'),
): Promise<void> {
  const response = await fetch(emulatorUrl(address, projectId, ':securityRules'), {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ rules: { files: [{ name: RULES_FILE, content: rules }] } }),
  });
  await expectOk(response, `Loading rules for ${projectId}`);
}

/** How often clearData asks again while the emulator answers with a server error. */
const CLEAR_ATTEMPTS = 10;

/**
 * Deletes every document of one project, through the emulator's own endpoint. On a busy machine
 * the emulator sometimes answers 500 while the previous test's client is still closing; it is
 * asked again, a little later each time, until it has cleared them.
 */
export async function clearData(address: string, projectId: string): Promise<void> {
  const url = emulatorUrl(address, projectId, '/databases/(default)/documents');
  for (let attempt = 1; ; attempt += 1) {
    const response = await fetch(url, { method: 'DELETE' });
    if (response.status < 500 || attempt === CLEAR_ATTEMPTS) {
      await expectOk(response, `Clearing ${projectId}`);
      return;
    }
    // Read to its end rather than cancelled: a cancel of a response MSW passed through (the test
    // setup's server) can wait forever.
    await response.text();
    await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
  }
}

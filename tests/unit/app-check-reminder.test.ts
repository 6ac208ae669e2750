// @vitest-environment node
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appCheckReminder } from '../../scripts/lib/app-check-reminder';

/** `npm run deploy`'s closing reminder (scripts/deploy.ts prints it after a deploy that worked). */
describe("the deploy's App Check reminder", () => {
  let envDir: string;
  beforeEach(async () => {
    envDir = await mkdtemp(join(tmpdir(), 'portfolio-deploy-env-'));
    vi.stubEnv('VITE_APP_CHECK_RECAPTCHA_SITE_KEY', undefined);
  });
  afterEach(async () => {
    vi.unstubAllEnvs();
    await rm(envDir, { recursive: true, force: true });
  });

  it('asks to enforce App Check for Firestore and Authentication when a site key is in .env.local', async () => {
    await writeFile(
      join(envDir, '.env.local'),
      'VITE_FIREBASE_PROJECT_ID=p\nVITE_APP_CHECK_RECAPTCHA_SITE_KEY=6Lc-key\n',
    );
    const reminder = await appCheckReminder(envDir);
    expect(reminder).toContain('enforce it for Cloud Firestore and for Authentication');
    expect(reminder).toContain('docs/security.md#app-check');
  });

  it('takes the site key from the environment too', async () => {
    vi.stubEnv('VITE_APP_CHECK_RECAPTCHA_SITE_KEY', '6Lc-key');
    expect(await appCheckReminder(envDir)).toContain('App Check is configured');
  });

  it('says nothing without a site key, or with an empty one', async () => {
    expect(await appCheckReminder(envDir)).toBeNull();
    await writeFile(join(envDir, '.env.local'), 'VITE_APP_CHECK_RECAPTCHA_SITE_KEY= \n');
    expect(await appCheckReminder(envDir)).toBeNull();
  });
});

import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startAppCheck } from '@/data/firebase-connection';
import { server } from '../support/msw-server';

const EXCHANGE_URL = 'https://content-firebaseappcheck.googleapis.com/v1/projects/demo/apps/:app';

/**
 * reCAPTCHA Enterprise stands in as the page-level object it installs (its script is Google's
 * and cannot load here); App Check's own code and its token exchange are the real ones, the
 * exchange answered by MSW.
 */
function installFakeRecaptcha(): void {
  let onSolved: (() => void) | undefined;
  Object.assign(window, {
    grecaptcha: {
      enterprise: {
        ready: (callback: () => void) => callback(),
        render: (_container: unknown, options: { callback: () => void }) => {
          onSolved = options.callback;
          return 1;
        },
        execute: async () => {
          onSolved?.();
          return 'recaptcha-token';
        },
      },
    },
  });
}

describe('App Check start-up (reCAPTCHA Enterprise)', () => {
  let app: FirebaseApp;
  let appCount = 0;
  beforeEach(() => {
    installFakeRecaptcha();
    appCount += 1;
    app = initializeApp(
      { apiKey: 'key', projectId: 'demo', appId: '1:1:web:1' },
      `app-check-${appCount}`,
    );
  });
  afterEach(async () => {
    await deleteApp(app);
    Reflect.deleteProperty(window, 'grecaptcha');
  });

  it('lets a send through once App Check has issued a token', async () => {
    const exchanges: string[] = [];
    server.use(
      http.post(EXCHANGE_URL, ({ request }) => {
        exchanges.push(new URL(request.url).pathname);
        return HttpResponse.json({ token: 'app-check-token', ttl: '3600s' });
      }),
    );
    const verifyVisitor = await startAppCheck(app, 'site-key');
    await expect(verifyVisitor()).resolves.toBeUndefined();
    expect(exchanges.at(-1)).toMatch(/:exchangeRecaptchaEnterpriseToken$/);
  });

  it('rejects the send when App Check refuses the visitor', async () => {
    server.use(http.post(EXCHANGE_URL, () => new HttpResponse(null, { status: 403 })));
    const verifyVisitor = await startAppCheck(app, 'site-key');
    await expect(verifyVisitor()).rejects.toMatchObject({
      code: expect.stringMatching(/appCheck/),
    });
  });
});

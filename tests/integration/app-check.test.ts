import { deleteApp } from 'firebase/app';
import { terminate } from 'firebase/firestore';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { connectFirestore, startAppCheck } from '@/data/firebase-connection';
import { createFirestoreRepository } from '@/data/firestore-repository';
import { createMessageId } from '@/domain/contact-message';
import { VisitorCheckError } from '@/domain/send-errors';
import { describeOnEmulator, useEmulatorProject } from '../support/emulator-project';
import { connectOwner } from '../support/firestore-client';
import { server } from '../support/msw-server';

const EXCHANGE_URL =
  'https://content-firebaseappcheck.googleapis.com/v1/projects/:project/apps/:app';

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

const newMessage = () => ({
  id: createMessageId(),
  name: 'Jo',
  email: 'jo@example.com',
  message: 'Hi',
  date: new Date(),
});

/**
 * The page's own start-up (connectFirestore, then startAppCheck) against the official emulator
 * with the real rules: a send goes through only once App Check has issued a token.
 */
describeOnEmulator('App Check start-up (reCAPTCHA Enterprise)', () => {
  const project = useEmulatorProject('app-check');
  let site: ReturnType<typeof connectFirestore>;
  let owner: ReturnType<typeof connectOwner>;
  const storedEmails = async () => (await owner.db.collection('Emails').get()).docs;

  beforeEach(() => {
    installFakeRecaptcha();
    site = connectFirestore(
      { apiKey: 'key', authDomain: 'x', projectId: project.projectId, appId: '1:1:web:1' },
      project.address,
    );
    owner = connectOwner(project);
  });
  afterEach(async () => {
    await owner.close();
    await terminate(site.db);
    await deleteApp(site.app);
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
    const verifyVisitor = await startAppCheck(site.app, 'site-key');
    const repository = createFirestoreRepository(site.db, { verifyVisitor });
    const id = await repository.insertMail(newMessage());
    expect(exchanges.at(-1)).toMatch(/:exchangeRecaptchaEnterpriseToken$/);
    expect((await storedEmails()).map((entry) => entry.id)).toEqual([id]);
  });

  it('rejects the send when App Check refuses the visitor', async () => {
    server.use(http.post(EXCHANGE_URL, () => new HttpResponse(null, { status: 403 })));
    const verifyVisitor = await startAppCheck(site.app, 'site-key');
    const repository = createFirestoreRepository(site.db, { verifyVisitor });
    const error = await repository.insertMail(newMessage()).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(VisitorCheckError);
    expect((error as VisitorCheckError).reason).toMatchObject({
      code: expect.stringMatching(/appCheck/),
    });
    expect(await storedEmails()).toEqual([]);
  });
});

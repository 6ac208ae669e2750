import { deleteApp, getApps, initializeApp } from 'firebase/app';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FirebaseOptions } from '@/data/app-config';
import { startAppCheck } from '@/data/firebase-connection';
import { connectWorkerRepository } from '@/data/firestore-worker-connect';
import { exposeRepository, wrapRepository } from '@/data/repository-bridge';
import { connectFirebaseStudio } from '@/data/studio/firebase-studio';
import { createMessageId } from '@/domain/contact-message';
import type { StudioContent } from '@/domain/studio-content';
import { VisitorCheckError } from '@/domain/send-errors';
import { useAuthEmulator } from '../support/auth-emulator-suite';
import { describeOnEmulator, useEmulatorProject } from '../support/emulator-project';
import { takeFirebaseWarningsLike } from '../support/firebase-warnings';
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
 * The page's own start-up against the official emulator with the real rules: App Check runs on
 * the page (reCAPTCHA needs it) and hands its tokens over the bridge to the Firestore side,
 * served here in-process on a MessageChannel exactly as the worker serves it. A send goes
 * through only once App Check has issued a token.
 */
describeOnEmulator('with the Authentication emulator', () => {
  describeOnEmulator('App Check start-up (reCAPTCHA Enterprise)', () => {
    const project = useEmulatorProject('app-check');
    // The visitor signs in anonymously before a send, on the worker's app, as on the page.
    const auth = useAuthEmulator();
    let owner: ReturnType<typeof connectOwner>;
    let channel: MessageChannel;
    const storedEmails = async () => (await owner.db.collection('Emails').get()).docs;

    const optionsOf = (): FirebaseOptions => ({
      apiKey: 'key',
      authDomain: 'x',
      projectId: project.projectId,
      appId: '1:1:web:1',
    });

    /** The page's repository, its Firestore behind the bridge, as firestore-worker-client makes it. */
    async function connectPage() {
      const options = optionsOf();
      // The worker's app is the default one; in the browser each has a realm of its own.
      const pageApp = initializeApp(options, 'page');
      const appCheckToken = await startAppCheck(pageApp, 'site-key');
      exposeRepository(channel.port2, connectWorkerRepository);
      return wrapRepository(
        channel.port1,
        { options, emulatorHost: project.address, authEmulatorHost: auth.address },
        appCheckToken,
      );
    }

    beforeEach(() => {
      installFakeRecaptcha();
      owner = connectOwner(project);
      channel = new MessageChannel();
    });
    afterEach(async () => {
      channel.port1.close();
      await owner.close();
      await Promise.all(getApps().map((app) => deleteApp(app)));
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
      const repository = await connectPage();
      const id = await repository.insertMail(newMessage());
      expect(exchanges.at(-1)).toMatch(/:exchangeRecaptchaEnterpriseToken$/);
      expect((await storedEmails()).map((entry) => entry.id)).toEqual([id]);
    });

    describe("the owner's studio", () => {
      const studioConfig = () =>
        ({
          mode: 'firestore',
          firebase: optionsOf(),
          emulatorHost: project.address,
          authEmulatorHost: auth.address,
          functionsEmulatorHost: undefined,
          appCheckSiteKey: 'site-key',
        }) as const;

      it("sends the page's App Check tokens with its requests: one reCAPTCHA a page", async () => {
        const pageTokens = vi.fn(async () => ({
          token: 'page-app-check-token',
          expireTimeMillis: Date.now() + 3_600_000,
        }));
        const { repository } = await connectFirebaseStudio(studioConfig(), pageTokens);
        const heard = await new Promise<StudioContent | Error>((resolve) => {
          const stop = repository.subscribeToContent((next) => {
            stop();
            resolve(next);
          }, resolve);
        });
        // Signed in as no one, the studio's read reaches the rules, which refuse it (the posts'
        // drafts are the owner's alone): it went out with the page's App Check token.
        expect(heard).toMatchObject({ code: 'permission-denied' });
        expect(pageTokens).toHaveBeenCalled();
      });

      it("does not start when App Check is configured but the page's has not started", async () => {
        await expect(connectFirebaseStudio(studioConfig(), undefined)).rejects.toThrow(
          "the page's App Check has not started",
        );
      });
    });

    it('rejects the send when App Check refuses the visitor', async () => {
      server.use(http.post(EXCHANGE_URL, () => new HttpResponse(null, { status: 403 })));
      const repository = await connectPage();
      const error = await repository.insertMail(newMessage()).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(VisitorCheckError);
      expect((error as VisitorCheckError).reason).toMatchObject({
        code: expect.stringMatching(/appCheck/),
      });
      expect(await storedEmails()).toEqual([]);
      // App Check warns of the 403 and of the back-off it starts.
      const warnings = takeFirebaseWarningsLike(/^@firebase\/app-check: AppCheck: .*403 error/);
      expect(warnings.join('\n')).toContain('appCheck/initial-throttle');
    });
  });
});

/**
 * `publishSite`: the studio's Publish button. The owner asks the build service (a deploy hook)
 * to build and deploy what Firestore holds; each press is a `PublishRequests` document that the
 * deploy then marks running, published or failed. One publish at a time, at most
 * MAX_PUBLISHES_PER_HOUR an hour (docs/security.md, "The publish function").
 */
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { defineBoolean, defineSecret } from 'firebase-functions/params';
import { HttpsError, onCall, type CallableRequest } from 'firebase-functions/v2/https';
import { callDeployHook } from './deploy-hook.js';
import { askPublishRequest, failAskedRequest } from './publish-requests.js';

/** Where the build service takes a publish (`firebase functions:secrets:set DEPLOY_HOOK_URL`). */
const deployHookUrl = defineSecret('DEPLOY_HOOK_URL');
/** The hook's bearer token, a GitHub token allowed to dispatch to the repository. */
const deployHookToken = defineSecret('DEPLOY_HOOK_TOKEN');
// Read in the handler rather than given as onCall's `enforceAppCheck`, which would read it
// while the CLI loads the code to deploy it, where a param has no value yet.
const enforceAppCheck = defineBoolean('PUBLISH_ENFORCE_APP_CHECK', {
  default: false,
  description:
    'Refuse publishes without a valid App Check token (turn on once the site sends them: docs/security.md)',
});

/** Who may publish: the owner, as the rules know them (the custom claim `owner: true`). */
function checkCaller(request: CallableRequest): string {
  if (enforceAppCheck.value() && !request.app)
    throw new HttpsError('unauthenticated', 'This app could not be verified (App Check).');
  if (!request.auth) throw new HttpsError('unauthenticated', 'Sign in to publish.');
  if (request.auth.token.owner !== true)
    throw new HttpsError('permission-denied', 'Only the owner may publish.');
  return request.auth.uid;
}

export const publishSite = onCall(
  { secrets: [deployHookUrl, deployHookToken], timeoutSeconds: 60 },
  async (request): Promise<{ request: string }> => {
    const uid = checkCaller(request);
    const db = getFirestore(getApps()[0] ?? initializeApp());

    const asked = await askPublishRequest(db, uid, new Date());
    if ('refusal' in asked) {
      const { code, message, details } = asked.refusal;
      throw new HttpsError(code, message, details);
    }

    const id = asked.request;
    const hook = await callDeployHook({
      url: deployHookUrl.value(),
      token: deployHookToken.value(),
      requestId: id,
    });
    if (hook.ok) {
      logger.info(`Publish request ${id}: asked the build service`);
      return { request: id };
    }
    if (!(await failAskedRequest(db, id, hook.reason, new Date()))) {
      // Its deploy has already reported on it: the build service did take it.
      logger.info(`Publish request ${id}: asked the build service, which answered late`);
      return { request: id };
    }
    logger.error(`Publish request ${id} failed: ${hook.reason}`);
    throw new HttpsError('unavailable', hook.reason, { request: id });
  },
);

import { STATUS_CODES } from 'node:http';

/** The build service's answer: asked, or why not in words the owner can act on. */
export type HookOutcome = { ok: true } | { ok: false; reason: string };

export const HOOK_TIMEOUT_MS = 10_000;

/**
 * Asks the build service to publish, with request `requestId` to report on: GitHub's
 * `POST /repos/OWNER/REPO/dispatches` (a `repository_dispatch` of type `publish`, answered 204),
 * which a Netlify or Cloudflare build hook also accepts, ignoring the body.
 *
 * The URL and the token are secrets (a build hook's URL is its own key), so no reason carries
 * either, nor any error's message, which can quote the URL: only a status or an error code.
 */
export async function callDeployHook(hook: {
  url: string;
  token: string;
  requestId: string;
  timeoutMs?: number;
}): Promise<HookOutcome> {
  const timeoutMs = hook.timeoutMs ?? HOOK_TIMEOUT_MS;
  let response: Response;
  try {
    response = await fetch(hook.url, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${hook.token}`,
        Accept: 'application/vnd.github+json',
        'X-GitHub-Api-Version': '2022-11-28',
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ event_type: 'publish', client_payload: { request: hook.requestId } }),
      // A redirect is a misconfigured URL to say so, not one to follow with the token.
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    return { ok: false, reason: unreachableReason(error, timeoutMs) };
  }
  // Nothing in the answer is needed; reading it to its end frees the connection.
  await response.arrayBuffer().catch(() => undefined);
  if (response.ok) return { ok: true };
  const statusText = response.statusText || STATUS_CODES[response.status] || '';
  return {
    ok: false,
    reason: `The build service answered ${response.status} ${statusText}`.trimEnd(),
  };
}

function unreachableReason(error: unknown, timeoutMs: number): string {
  if (error instanceof DOMException && error.name === 'TimeoutError')
    return `The build service did not answer within ${timeoutMs / 1000} seconds`;
  const code = errorCode(error);
  if (code === 'ERR_INVALID_URL') return 'The build service address (DEPLOY_HOOK_URL) is not a URL';
  return code ? `Could not reach the build service (${code})` : 'Could not reach the build service';
}

/** A system error's code (ECONNREFUSED, ENOTFOUND), from undici's "fetch failed" or its cause. */
function errorCode(error: unknown): string | undefined {
  for (let cause = error, depth = 0; cause && depth < 4; depth += 1) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string' && /^[A-Z][A-Z0-9_]*$/.test(code)) return code;
    cause = (cause as { cause?: unknown }).cause;
  }
  return undefined;
}

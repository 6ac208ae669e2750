import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import WebSocket from 'ws';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.mjs';

const CATEGORIES = [
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'blink.user_timing',
  'loading',
  'v8.execute',
];

/** How long a load is traced: the app has started well before, unthrottled. */
const TRACE_MS = 5000;

/** Talks the DevTools protocol to one Chromium, and nothing more than it is asked to. */
async function connect(port, path) {
  const socket = new WebSocket(`ws://127.0.0.1:${port}${path}`);
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  let lastId = 0;
  const replies = new Map();
  const events = [];
  let traceEnded;
  socket.on('message', (data) => {
    const message = JSON.parse(data);
    if (replies.has(message.id)) {
      replies.get(message.id)(message);
      replies.delete(message.id);
    } else if (message.method === 'Tracing.dataCollected') events.push(...message.params.value);
    else if (message.method === 'Tracing.tracingComplete') traceEnded?.(null);
  });
  // A browser that goes away fails what still waits for it, rather than leaving it waiting.
  socket.on('close', () => {
    const closed = { error: { message: 'the DevTools socket closed' } };
    for (const reply of replies.values()) reply(closed);
    replies.clear();
    traceEnded?.(closed.error);
  });
  const send = (method, params = {}, sessionId = undefined) =>
    new Promise((resolve, reject) => {
      if (socket.readyState !== WebSocket.OPEN) {
        reject(new Error(`${method}: the DevTools socket closed`));
        return;
      }
      lastId += 1;
      replies.set(lastId, (message) =>
        message.error
          ? reject(new Error(`${method}: ${message.error.message}`))
          : resolve(message.result),
      );
      socket.send(JSON.stringify({ id: lastId, method, params, sessionId }));
    });
  const endTrace = async () => {
    const ended = new Promise((resolve, reject) => {
      traceEnded = (error) => (error ? reject(new Error(`Tracing: ${error.message}`)) : resolve());
    });
    await send('Tracing.end');
    await ended;
    return events;
  };
  return { send, endTrace, close: () => socket.close() };
}

/** Chromium writes the port and path of its DevTools socket into the profile once it listens. */
async function devToolsAddress(profile) {
  const file = join(profile, 'DevToolsActivePort');
  for (let waited = 0; waited < 20_000; waited += 50) {
    const lines = existsSync(file) ? readFileSync(file, 'utf8').trim().split('\n') : [];
    if (lines.length === 2) return lines;
    await sleep(50);
  }
  throw new Error('Chromium did not open its DevTools socket.');
}

/**
 * Traces one unthrottled load of `url` in Debian's Chromium, driven over the DevTools protocol
 * directly rather than by Playwright or Lighthouse, which both enable the page's Runtime
 * domain. With `runtime: true` this enables it too, as they do, so the two can be compared:
 * with it on, V8 records where every Error is made, and the first time an Error is made inside
 * a function, V8 parses that function again to find its source positions. Returns the trace.
 */
export async function traceLoad(url, { runtime = false } = {}) {
  const profile = mkdtempSync(join(tmpdir(), 'portfolio-trace-'));
  const browser = spawn(
    CHROMIUM_PATH,
    [
      ...CHROMIUM_FLAGS,
      `--user-data-dir=${profile}`,
      '--remote-debugging-port=0',
      '--window-size=412,823',
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  try {
    const [port, path] = await devToolsAddress(profile);
    const cdp = await connect(port, path);
    try {
      const { targetInfos } = await cdp.send('Target.getTargets');
      const page = targetInfos.find((target) => target.type === 'page');
      const { sessionId } = await cdp.send('Target.attachToTarget', {
        targetId: page.targetId,
        flatten: true,
      });
      if (runtime) await cdp.send('Runtime.enable', {}, sessionId);
      await cdp.send('Tracing.start', {
        traceConfig: { includedCategories: CATEGORIES },
        transferMode: 'ReportEvents',
      });
      await cdp.send('Page.navigate', { url }, sessionId);
      await sleep(TRACE_MS);
      return await cdp.endTrace();
    } finally {
      // Closed as a user would, so its helper processes are gone before the profile is.
      await cdp.send('Browser.close').catch(() => {});
      cdp.close();
    }
  } finally {
    // A process ended by a signal has no exit code, only a signal code.
    const running = browser.exitCode === null && browser.signalCode === null;
    const exited = new Promise((resolve) => (running ? browser.once('exit', resolve) : resolve()));
    const killed = setTimeout(() => browser.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(killed);
    rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
  }
}

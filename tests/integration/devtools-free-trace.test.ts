// @vitest-environment node
import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blockingTime } from '../../scripts/lib/blocking-time.mjs';
import { CHROMIUM_PATH } from '../../scripts/lib/chromium.mjs';
import { traceLoad } from '../../scripts/lib/devtools-free-trace.mjs';

/** A page that paints, then holds the main thread for 60 ms in a task of its own. */
const PAGE = `<!doctype html><title>Trace</title><h1>Painted</h1>
<script>setTimeout(() => { const until = performance.now() + 60; while (performance.now() < until); }, 300);</script>`;

// Like the Firestore suites without the emulator: skipped, and said so, on a machine without
// Debian's Chromium (.ci/run installs it before the tests).
const hasChromium = existsSync(CHROMIUM_PATH);
if (!hasChromium) console.warn(`No Chromium at ${CHROMIUM_PATH}: the trace suite is skipped.`);

(hasChromium ? describe : describe.skip)(
  "the bench's DevTools-free trace, in Debian's Chromium",
  { timeout: 60_000 },
  () => {
    let server: Server;
    let url: string;
    beforeAll(async () => {
      server = createServer((_request, response) => {
        response.setHeader('content-type', 'text/html; charset=utf-8');
        response.end(PAGE);
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    });
    afterAll(() => new Promise((resolve) => server.close(resolve)));

    it('sees the long task after the paint, scaled as Lighthouse would, and that script made it', async () => {
      const { blockingMs, longestTaskMs, scriptBlockingMs } = blockingTime(await traceLoad(url));
      expect(longestTaskMs).toBeGreaterThanOrEqual(60);
      expect(blockingMs).toBeGreaterThanOrEqual(4 * 60 - 50);
      expect(scriptBlockingMs).toBeGreaterThanOrEqual(4 * 60 - 50);
    });

    it('fails, rather than waits for ever, when the browser goes away mid-trace', async () => {
      const traceProfiles = () =>
        readdirSync(tmpdir()).filter((name) => name.startsWith('portfolio-trace-'));
      const before = new Set(traceProfiles());
      const tracing = traceLoad(url);
      await new Promise((resolve) => setTimeout(resolve, 2000));
      // Only this trace's browser: a bench tracing at the same time keeps its own.
      const [profile] = traceProfiles().filter((name) => !before.has(name));
      expect(profile).toBeDefined();
      execFile('pkill', ['-9', '-f', `user-data-dir=${join(tmpdir(), profile!)}`]);
      await expect(tracing).rejects.toThrow(/socket closed/);
    });
  },
);

// @vitest-environment node
import { execFile } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blockingTime } from '../../scripts/lib/blocking-time.mjs';
import { traceLoad } from '../../scripts/lib/devtools-free-trace.mjs';

/** A page that paints, then holds the main thread for 60 ms in a task of its own. */
const PAGE = `<!doctype html><title>Trace</title><h1>Painted</h1>
<script>setTimeout(() => { const until = performance.now() + 60; while (performance.now() < until); }, 300);</script>`;

describe("the bench's DevTools-free trace, in Debian's Chromium", { timeout: 60_000 }, () => {
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

  it('sees the long task after the paint, scaled as Lighthouse would', async () => {
    const { blockingMs, longestTaskMs } = blockingTime(await traceLoad(url));
    expect(longestTaskMs).toBeGreaterThanOrEqual(60);
    expect(blockingMs).toBeGreaterThanOrEqual(4 * 60 - 50);
  });

  it('fails, rather than waits for ever, when the browser goes away mid-trace', async () => {
    const tracing = traceLoad(url);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    execFile('pkill', ['-9', '-f', `user-data-dir=${join(tmpdir(), 'portfolio-trace-')}`]);
    await expect(tracing).rejects.toThrow(/socket closed/);
  });
});

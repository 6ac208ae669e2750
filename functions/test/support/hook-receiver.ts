import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface HookCall {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * How the receiver answers: with a status (204, as GitHub's dispatches) and headers, or never.
 */
export type HookAnswer = { status: number; headers?: Record<string, string> } | 'hold';

export interface HookReceiver {
  /** Where it listens: the URL it was started at, with the port it got for port 0. */
  url: string;
  calls: HookCall[];
  /** How the next calls are answered. */
  answer: HookAnswer;
  /** Done before each answer, as a build service may start the deploy before it answers. */
  beforeAnswer?: (call: HookCall) => Promise<void>;
  close(): Promise<void>;
}

/**
 * A build service's deploy hook on loopback, at `url` (the one the functions' DEPLOY_HOOK_URL
 * secret names, scripts/test-with-emulators.ts, or port 0 for any): it keeps every call and
 * answers as told.
 */
export async function startHookReceiver(url: string): Promise<HookReceiver> {
  const held = new Set<ServerResponse>();
  const receiver: HookReceiver = { url, calls: [], answer: { status: 204 }, close: async () => {} };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', async () => {
      const call = {
        method: request.method ?? '',
        path: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      receiver.calls.push(call);
      await receiver.beforeAnswer?.(call);
      const { answer } = receiver;
      if (answer === 'hold') held.add(response);
      else response.writeHead(answer.status, answer.headers).end();
    });
  });
  const address = new URL(url);
  await new Promise<void>((resolve) =>
    server.listen(Number(address.port), address.hostname, resolve),
  );
  address.port = String((server.address() as AddressInfo).port);
  receiver.url = address.href;
  receiver.close = () =>
    new Promise<void>((resolve) => {
      held.forEach((response) => response.destroy());
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return receiver;
}

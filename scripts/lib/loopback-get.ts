/**
 * A GET through Node's own http client, for polling a local emulator until it answers. The
 * global fetch will not do in tests: under the happy-dom environment it is the page's, which
 * prints every refused connection to the terminal even when the caller handles the refusal.
 */
import { get } from 'node:http';

/** The body of a 2xx answer, or undefined when nothing answers or the answer is not 2xx. */
export function loopbackGet(url: string): Promise<string | undefined> {
  return new Promise((resolve) => {
    const request = get(url, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const status = response.statusCode ?? 0;
        const ok = status >= 200 && status < 300;
        resolve(ok ? Buffer.concat(chunks).toString() : undefined);
      });
      response.on('error', () => resolve(undefined));
    });
    request.on('error', () => resolve(undefined));
  });
}

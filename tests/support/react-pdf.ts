import { http, passthrough } from 'msw';
import { beforeEach } from 'vitest';
import { server } from './msw-server';

/**
 * Lets React-PDF render in the file's tests: its layout engine (yoga-layout) loads its
 * WebAssembly by fetching a data: address, which nothing leaves the machine for. MSW names that
 * address by its origin, "null", and its path.
 */
export function allowReactPdf(): void {
  beforeEach(() => {
    server.use(http.get(/^nullapplication\/octet-stream;base64,/, () => passthrough()));
  });
}

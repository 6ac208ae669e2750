import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { IMAGE_MANIFEST_META, loadImageManifest } from '@/data/image-manifest';
import type { ImageManifest } from '@/domain/responsive-image';
import { server } from '../support/msw-server';

const ADDRESS = '/assets/image-manifest.0123456789.json';

function nameManifest(address: string): void {
  const meta = document.createElement('meta');
  meta.name = IMAGE_MANIFEST_META;
  meta.content = address;
  document.head.append(meta);
}

/** The manifest file as a server answers it. */
function serve(answer: () => Response): void {
  server.use(http.get(`*${ADDRESS}`, answer));
}

describe("the build's image manifest, a file the page names", () => {
  afterEach(() => document.querySelector(`meta[name="${IMAGE_MANIFEST_META}"]`)?.remove());

  it('is fetched from the address the page gives, with an owner URL kept exactly', async () => {
    const manifest: ImageManifest = {
      'https://x.example/</script><script>alert(1)</script>\u2028.png': { width: 1, height: 2 },
    };
    serve(() => HttpResponse.json(manifest));
    nameManifest(ADDRESS);
    await expect(loadImageManifest(document)).resolves.toEqual(manifest);
  });

  it('is empty when the page names none, with nothing fetched', async () => {
    // Any request would be unhandled here, and fail the test.
    await expect(loadImageManifest(document)).resolves.toEqual({});
  });

  it('is empty when the file is broken, so every image keeps its own URL', async () => {
    nameManifest(ADDRESS);
    serve(() => new HttpResponse('{not json'));
    await expect(loadImageManifest(document)).resolves.toEqual({});
    serve(() => HttpResponse.json([1, 2]));
    await expect(loadImageManifest(document)).resolves.toEqual({});
  });

  it('is asked for once more after a blip', async () => {
    nameManifest(ADDRESS);
    let requests = 0;
    serve(() => {
      requests += 1;
      return requests === 1 ? HttpResponse.error() : HttpResponse.json({});
    });
    await expect(loadImageManifest(document)).resolves.toEqual({});
    expect(requests).toBe(2);
  });

  it('fails when the file does not arrive: the app cannot render the HTML it would take over', async () => {
    nameManifest(ADDRESS);
    let requests = 0;
    serve(() => {
      requests += 1;
      return new HttpResponse(null, { status: 404 });
    });
    await expect(loadImageManifest(document)).rejects.toThrow(/HTTP 404/);
    expect(requests).toBe(2);
  });
});

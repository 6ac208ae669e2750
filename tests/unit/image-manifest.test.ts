import { afterEach, describe, expect, it } from 'vitest';
import {
  IMAGE_MANIFEST_ID,
  readImageManifest,
  serializeImageManifest,
} from '@/data/image-manifest';
import type { ImageManifest } from '@/domain/responsive-image';

function embed(text: string): void {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = IMAGE_MANIFEST_ID;
  script.textContent = text;
  document.head.append(script);
}

describe('the embedded image manifest', () => {
  afterEach(() => document.getElementById(IMAGE_MANIFEST_ID)?.remove());

  it('survives an owner URL that tries to end the script, unchanged', () => {
    const manifest: ImageManifest = {
      'https://x.example/</script><script>alert(1)</script>\u2028.png': { width: 1, height: 2 },
    };
    const text = serializeImageManifest(manifest);
    expect(text).not.toContain('<');
    expect(text).not.toContain('\u2028');
    embed(text);
    expect(readImageManifest(document)).toEqual(manifest);
  });

  it('is empty when the page has none, or a broken one', () => {
    expect(readImageManifest(document)).toEqual({});
    embed('{not json');
    expect(readImageManifest(document)).toEqual({});
    document.getElementById(IMAGE_MANIFEST_ID)?.remove();
    embed('[1, 2]');
    expect(readImageManifest(document)).toEqual({});
  });
});

import { describe, expect, it } from 'vitest';
import {
  cropToRatio,
  describeImage,
  toSrcSet,
  variantWidths,
  type ImageEntry,
} from '@/domain/responsive-image';
import { IMAGE_LAYOUTS } from '@/ui/image-layouts';

const layout = {
  sizes: '(min-width: 960px) 280px, 60vw',
  slots: [
    { cssWidth: 225, densities: [2, 3] },
    { cssWidth: 280, densities: [1, 2] },
  ],
  box: { width: 240, height: 240 },
};

describe('variantWidths', () => {
  it('gives each slot at each density, rounded up, ascending', () => {
    expect(variantWidths([{ cssWidth: 100.4, densities: [1, 2, 3] }], 4000)).toEqual([
      101, 201, 302,
    ]);
  });

  it('drops a width that the next larger one covers within 10%', () => {
    // 675 is covered by 720 (6.7% more); 560 is not covered by 675.
    expect(
      variantWidths(
        [
          { cssWidth: 225, densities: [3] },
          { cssWidth: 240, densities: [3] },
          { cssWidth: 280, densities: [2] },
        ],
        4000,
      ),
    ).toEqual([560, 720]);
  });

  it('never exceeds the original: it stands in for every wider slot', () => {
    expect(variantWidths(layout.slots, 500)).toEqual([280, 450, 500]);
    expect(variantWidths(layout.slots, 200)).toEqual([200]);
  });

  it('covers a 3x phone and a 2x desktop for the real layouts, each within 10%', () => {
    for (const { slots } of Object.values(IMAGE_LAYOUTS)) {
      const widths = variantWidths(slots, 10_000);
      for (const { cssWidth, densities } of slots) {
        for (const density of densities) {
          const needed = Math.ceil(cssWidth * density);
          const chosen = widths.find((width) => width >= needed);
          expect(chosen, `${cssWidth}px at ${density}x`).toBeDefined();
          expect(chosen ?? Infinity).toBeLessThanOrEqual(needed * 1.1);
        }
      }
    }
  });
});

describe('cropToRatio', () => {
  it('keeps the largest centred part of the ratio', () => {
    expect(cropToRatio(4000, 3000, 1)).toEqual({ width: 3000, height: 3000 });
    expect(cropToRatio(1170, 2532, 1)).toEqual({ width: 1170, height: 1170 });
    expect(cropToRatio(1600, 900, 16 / 9)).toEqual({ width: 1600, height: 900 });
  });
});

describe('describeImage', () => {
  const entry: ImageEntry = {
    width: 2000,
    height: 1500,
    avif: [
      { url: '/assets/a-240w.1.avif', width: 240 },
      { url: '/assets/a-480w.2.avif', width: 480 },
    ],
    webp: [
      { url: '/assets/a-240w.3.webp', width: 240 },
      { url: '/assets/a-480w.4.webp', width: 480 },
    ],
  };

  it('offers AVIF in a source and WebP in the img, with sizes and the intrinsic size', () => {
    expect(describeImage('/demo/a.jpg', entry, layout)).toEqual({
      src: '/assets/a-240w.3.webp',
      srcSet: '/assets/a-240w.3.webp 240w, /assets/a-480w.4.webp 480w',
      sizes: layout.sizes,
      width: 2000,
      height: 1500,
      sources: [
        {
          type: 'image/avif',
          srcSet: '/assets/a-240w.1.avif 240w, /assets/a-480w.2.avif 480w',
        },
      ],
    });
  });

  it('keeps the URL of an image the build could not read, in the layout box', () => {
    expect(describeImage('https://cdn.example.com/x.png', undefined, layout)).toEqual({
      src: 'https://cdn.example.com/x.png',
      width: 240,
      height: 240,
      sources: [],
    });
  });

  it('serves an SVG as it is, at its own size', () => {
    expect(describeImage('/demo/a.svg', { width: 400, height: 300 }, layout)).toEqual({
      src: '/demo/a.svg',
      width: 400,
      height: 300,
      sources: [],
    });
  });

  it('writes a srcset of width descriptors', () => {
    expect(toSrcSet([{ url: '/assets/x.webp', width: 10 }])).toBe('/assets/x.webp 10w');
  });
});

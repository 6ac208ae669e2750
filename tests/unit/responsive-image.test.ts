import { describe, expect, it } from 'vitest';
import {
  cropToRatio,
  describeImage,
  isPortrait,
  sizesOf,
  slotsOf,
  toSrcSet,
  variantWidths,
  type ImageEntry,
  type ImageLayout,
  type LayoutSlots,
} from '@/domain/responsive-image';
import { IMAGE_LAYOUT_SLOTS } from '@/ui/image-layout-slots';
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
    for (const { slots } of Object.values(IMAGE_LAYOUT_SLOTS)) {
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

/** A layout that stands a portrait in its own shape: 300px tall, in a box 200px wide. */
const withPortraits: ImageLayout = {
  ...layout,
  portrait: [
    { media: '(min-width: 960px)', height: '300px' },
    { height: 'min(300px, 50vh)', maxWidth: 'calc(100vw - 20px)' },
  ],
};
const withPortraitSlots: LayoutSlots = {
  slots: layout.slots,
  portraitSlots: [
    { cssHeight: 300, cssWidth: 200, densities: [1, 2] },
    { cssHeight: 200, cssWidth: 200, densities: [3] },
  ],
};
/** A phone screenshot's proportions. */
const phoneShot = { width: 1170, height: 2532 };

describe('a portrait in its own shape', () => {
  it('is a taller-than-wide picture', () => {
    expect(isPortrait(phoneShot)).toBe(true);
    expect(isPortrait({ width: 2560, height: 1600 })).toBe(false);
    expect(isPortrait({ width: 500, height: 500 })).toBe(false);
  });

  it('is described as its drawn height times its proportions, rounded up, at most its box', () => {
    // 1170 / 2532 = 0.46208…
    expect(sizesOf(withPortraits, phoneShot)).toBe(
      '(min-width: 960px) calc((300px) * 0.4621), ' +
        'min((min(300px, 50vh)) * 0.4621, calc(100vw - 20px))',
    );
  });

  it("keeps the layout's sizes for a landscape picture, or where no portrait is drawn so", () => {
    expect(sizesOf(withPortraits, { width: 2560, height: 1600 })).toBe(layout.sizes);
    expect(sizesOf(layout, phoneShot)).toBe(layout.sizes);
  });

  it('is made at the widths its height gives it, never wider than its box', () => {
    expect(slotsOf(withPortraitSlots, phoneShot)).toEqual([
      { cssWidth: 300 * (1170 / 2532), densities: [1, 2] },
      { cssWidth: 200 * (1170 / 2532), densities: [3] },
    ]);
    expect(slotsOf(withPortraitSlots, { width: 900, height: 1000 })).toEqual([
      { cssWidth: 200, densities: [1, 2] },
      { cssWidth: 180, densities: [3] },
    ]);
    expect(slotsOf(withPortraitSlots, { width: 2560, height: 1600 })).toBe(layout.slots);
    expect(slotsOf({ slots: layout.slots }, phoneShot)).toBe(layout.slots);
  });

  it('has its own widths made by the build exactly where a layout draws it in its shape', () => {
    for (const name of Object.keys(IMAGE_LAYOUTS) as (keyof typeof IMAGE_LAYOUTS)[]) {
      const shown: ImageLayout = IMAGE_LAYOUTS[name];
      const made: LayoutSlots = IMAGE_LAYOUT_SLOTS[name];
      expect(made.portraitSlots !== undefined, name).toBe(shown.portrait !== undefined);
    }
  });

  it('is offered with its own sizes in the img and the AVIF source', () => {
    const shot: ImageEntry = {
      ...phoneShot,
      avif: [{ url: '/assets/s-139w.1.avif', width: 139 }],
      webp: [{ url: '/assets/s-139w.2.webp', width: 139 }],
    };
    expect(describeImage('/demo/s.png', shot, withPortraits)).toMatchObject({
      sizes: sizesOf(withPortraits, phoneShot),
      width: 1170,
      height: 2532,
    });
  });

  it("is covered within 10% at every slot of the real layouts, a phone's and a squarer one's", () => {
    for (const size of [phoneShot, { width: 1000, height: 1100 }]) {
      for (const [name, real] of Object.entries(IMAGE_LAYOUT_SLOTS)) {
        const slots = slotsOf(real, size);
        const widths = variantWidths(slots, 10_000);
        for (const { cssWidth, densities } of slots) {
          for (const density of densities) {
            const needed = Math.ceil(cssWidth * density);
            const chosen = widths.find((width) => width >= needed);
            expect(chosen, `${name}: ${cssWidth}px at ${density}x`).toBeDefined();
            expect(chosen ?? Infinity).toBeLessThanOrEqual(needed * 1.1);
          }
        }
      }
    }
  });

  it('is drawn in a desktop card as narrow as it is, not at the card’s 371px', () => {
    // Three cards a row from 1200px: a 371px card's 8:5 picture box less 12px above and below.
    const { screenshot } = IMAGE_LAYOUT_SLOTS;
    const desktop = screenshot.slots.findIndex(({ cssWidth }) => cssWidth === 371);
    expect(slotsOf(screenshot, phoneShot)[desktop]?.cssWidth).toBeCloseTo(
      ((371 * 5) / 8 - 24) * (1170 / 2532),
      6,
    );
    expect(sizesOf(IMAGE_LAYOUTS.screenshot, phoneShot)).toContain(
      '(min-width: 1200px) calc((371px * 5 / 8 - 24px) * 0.4621)',
    );
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

import type { ImageLayout } from '@/domain/responsive-image';

/**
 * The rendered widths of the page's images, read off their CSS; change these with it.
 *
 * The photo (about-section.css): min(240px, 60vw), and 280px from 960px up, cropped square.
 * A project image (projects-section.css): a card's width less its 1px borders, in a grid of
 * 320px-minimum columns with 24px gaps inside `.projects` (16px padding, at most 1200px wide):
 * one column below 696px, two below 1040px, three from there (371px from 1200px on), four
 * (332px) from 1920px where the content is 1440px wide.
 * A project page's gallery (project-gallery.css): a card's width less its 1px borders, in the
 * page's column (project-article.css: at most 960px, with 16px padding): one column below 700px,
 * two with a 24px gap from there (450px from 960px on).
 * The full-size viewer (image-viewer.css): the whole screen less 8px each side below 700px, and
 * less 72px each side (the previous and next buttons) from there, at most 1600px; the image is
 * contained, so a tall one is narrower than that, never wider.
 */
export const IMAGE_LAYOUTS = {
  photo: {
    sizes: '(min-width: 960px) 280px, min(240px, 60vw)',
    slots: [
      { cssWidth: 225, densities: [2, 3] }, // a 375px phone
      { cssWidth: 240, densities: [1, 2, 3] }, // phones from 400px, tablets
      { cssWidth: 280, densities: [1, 2] }, // laptops and desktops
    ],
    box: { width: 240, height: 240 },
    crop: 1, // a circle: aspect-ratio 1 with object-fit cover
  },
  screenshot: {
    sizes:
      '(min-width: 1920px) 332px, (min-width: 1200px) 371px, ' +
      '(min-width: 1040px) calc((100vw - 80px) / 3 - 2px), ' +
      '(min-width: 696px) calc((100vw - 56px) / 2 - 2px), calc(100vw - 34px)',
    slots: [
      { cssWidth: 341, densities: [2, 3] }, // a 375px phone
      { cssWidth: 396, densities: [2, 3] }, // a 430px phone
      { cssWidth: 661, densities: [1, 2] }, // the widest single column (a tablet)
      { cssWidth: 489, densities: [1, 2] }, // the widest of two columns
      { cssWidth: 371, densities: [1, 2] }, // three columns on a desktop
      { cssWidth: 332, densities: [1, 2] }, // four columns on a wide screen
    ],
    box: { width: 800, height: 500 },
  },
  gallery: {
    sizes:
      '(min-width: 960px) 450px, (min-width: 700px) calc((100vw - 56px) / 2 - 2px), ' +
      'calc(100vw - 34px)',
    slots: [
      { cssWidth: 341, densities: [2, 3] }, // a 375px phone
      { cssWidth: 396, densities: [2, 3] }, // a 430px phone
      { cssWidth: 665, densities: [1, 2] }, // the widest single column (a tablet)
      { cssWidth: 450, densities: [1, 2] }, // two columns: laptops and desktops
    ],
    box: { width: 800, height: 500 },
  },
  viewer: {
    sizes: '(min-width: 700px) min(100vw - 144px, 1600px), calc(100vw - 16px)',
    slots: [
      { cssWidth: 359, densities: [2, 3] }, // a 375px phone
      { cssWidth: 414, densities: [2, 3] }, // a 430px phone
      { cssWidth: 1136, densities: [1, 2] }, // a 1280px laptop
      { cssWidth: 1600, densities: [1] }, // a 1920px desktop
    ],
    box: { width: 1600, height: 1000 },
  },
} as const satisfies Record<string, ImageLayout>;

export type ImageLayoutName = keyof typeof IMAGE_LAYOUTS;

/** The most project cards a row holds: four, from 1920px (see above). */
export const MOST_CARDS_PER_ROW = 4;

import type { ImageLayout } from '@/domain/responsive-image';

/**
 * The rendered widths of the page's images, read off their CSS; change these with it, and the
 * widths the build makes their variants at (image-layout-slots.ts).
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
 * contained, so a tall one is narrower than that, never wider. A project page's lead image is
 * offered at the viewer's widths, so opening the viewer at it usually finds its file loaded.
 *
 * A portrait (taller than wide) stands in its own shape in a card, in the gallery and as the lead
 * (`portrait`): at a height, as narrow as it is. In a card (projects-section.css): the picture
 * box's height (5/8 of the card's width) less 12px (--space-3) above and below. On a project page
 * (project-gallery.css): min(560px, 70vh), never wider than the box it stands in (the lead's
 * column is 926px wide from 960px, wider than any portrait 560px tall).
 */

/** A project card's picture box's height for the card's width, less a portrait's margins. */
const portraitInCard = (cardWidth: string) => `${cardWidth} * 5 / 8 - 24px`;

const PORTRAIT_ON_PAGE = 'min(560px, 70vh)';

const VIEWER = {
  sizes: '(min-width: 700px) min(100vw - 144px, 1600px), calc(100vw - 16px)',
  box: { width: 1600, height: 1000 },
} as const satisfies ImageLayout;

export const IMAGE_LAYOUTS = {
  photo: {
    sizes: '(min-width: 960px) 280px, min(240px, 60vw)',
    box: { width: 240, height: 240 },
  },
  screenshot: {
    sizes:
      '(min-width: 1920px) 332px, (min-width: 1200px) 371px, ' +
      '(min-width: 1040px) calc((100vw - 80px) / 3 - 2px), ' +
      '(min-width: 696px) calc((100vw - 56px) / 2 - 2px), calc(100vw - 34px)',
    box: { width: 800, height: 500 },
    portrait: [
      { media: '(min-width: 1920px)', height: portraitInCard('332px') },
      { media: '(min-width: 1200px)', height: portraitInCard('371px') },
      { media: '(min-width: 1040px)', height: portraitInCard('((100vw - 80px) / 3 - 2px)') },
      { media: '(min-width: 696px)', height: portraitInCard('((100vw - 56px) / 2 - 2px)') },
      { height: portraitInCard('(100vw - 34px)') },
    ],
  },
  gallery: {
    sizes:
      '(min-width: 960px) 450px, (min-width: 700px) calc((100vw - 56px) / 2 - 2px), ' +
      'calc(100vw - 34px)',
    box: { width: 800, height: 500 },
    portrait: [
      { media: '(min-width: 960px)', height: PORTRAIT_ON_PAGE, maxWidth: '450px' },
      {
        media: '(min-width: 700px)',
        height: PORTRAIT_ON_PAGE,
        maxWidth: 'calc((100vw - 56px) / 2 - 2px)',
      },
      { height: PORTRAIT_ON_PAGE, maxWidth: 'calc(100vw - 34px)' },
    ],
  },
  /** A project page's lead image: the viewer's widths (see above), or a portrait's own. */
  lead: {
    ...VIEWER,
    portrait: [
      { media: '(min-width: 960px)', height: PORTRAIT_ON_PAGE },
      { height: PORTRAIT_ON_PAGE, maxWidth: 'calc(100vw - 34px)' },
    ],
  },
  viewer: VIEWER,
} as const satisfies Record<string, ImageLayout>;

export type ImageLayoutName = keyof typeof IMAGE_LAYOUTS;

/** The most project cards a row holds: four, from 1920px (see above). */
export const MOST_CARDS_PER_ROW = 4;

import type { LayoutSlot, LayoutSlots, PortraitSlot } from '@/domain/responsive-image';
import type { ImageLayoutName } from './image-layouts';

/**
 * The widths the build makes each layout's variants at: its rendered widths (image-layouts.ts
 * says how they are read off the CSS) on the screens that matter, at their densities. Only the
 * build reads these, so the page does not carry them.
 */

const SCREENSHOT_SLOTS = [
  { cssWidth: 341, densities: [2, 3] }, // a 375px phone
  { cssWidth: 396, densities: [2, 3] }, // a 430px phone
  { cssWidth: 661, densities: [1, 2] }, // the widest single column (a tablet)
  { cssWidth: 489, densities: [1, 2] }, // the widest of two columns
  { cssWidth: 371, densities: [1, 2] }, // three columns on a desktop
  { cssWidth: 332, densities: [1, 2] }, // four columns on a wide screen
] as const satisfies readonly LayoutSlot[];

/**
 * A portrait on a project page, min(560px, 70vh) tall, on common screens: 560px from 800px tall,
 * less on shorter ones; on a phone one column wide, on a laptop or desktop in a box `wideBox` wide.
 */
function portraitOnPageSlots(wideBox: number): PortraitSlot[] {
  return [
    { cssHeight: 560, cssWidth: 341, densities: [2, 3] }, // a 375 x 812 phone
    { cssHeight: 467, cssWidth: 341, densities: [2, 3] }, // a 375 x 667 phone
    { cssHeight: 560, cssWidth: 396, densities: [2, 3] }, // a 430 x 932 phone
    { cssHeight: 560, cssWidth: wideBox, densities: [1, 2] }, // laptops and desktops
    { cssHeight: 504, cssWidth: wideBox, densities: [1, 2] }, // a 720px-tall laptop
  ];
}

const VIEWER_SLOTS = {
  slots: [
    { cssWidth: 359, densities: [2, 3] }, // a 375px phone
    { cssWidth: 414, densities: [2, 3] }, // a 430px phone
    { cssWidth: 1136, densities: [1, 2] }, // a 1280px laptop
    { cssWidth: 1600, densities: [1] }, // a 1920px desktop
  ],
} as const satisfies LayoutSlots;

export const IMAGE_LAYOUT_SLOTS = {
  photo: {
    slots: [
      { cssWidth: 225, densities: [2, 3] }, // a 375px phone
      { cssWidth: 240, densities: [1, 2, 3] }, // phones from 400px, tablets
      { cssWidth: 280, densities: [1, 2] }, // laptops and desktops
    ],
    crop: 1, // a circle: aspect-ratio 1 with object-fit cover
  },
  screenshot: {
    slots: SCREENSHOT_SLOTS,
    // A card's 8:5 picture box, less 12px above and below.
    portraitSlots: SCREENSHOT_SLOTS.map(({ cssWidth, densities }) => ({
      cssHeight: (cssWidth * 5) / 8 - 24,
      cssWidth,
      densities,
    })),
  },
  gallery: {
    slots: [
      { cssWidth: 341, densities: [2, 3] }, // a 375px phone
      { cssWidth: 396, densities: [2, 3] }, // a 430px phone
      { cssWidth: 665, densities: [1, 2] }, // the widest single column (a tablet)
      { cssWidth: 450, densities: [1, 2] }, // two columns: laptops and desktops
    ],
    portraitSlots: portraitOnPageSlots(450),
  },
  lead: { ...VIEWER_SLOTS, portraitSlots: portraitOnPageSlots(926) },
  viewer: VIEWER_SLOTS,
} as const satisfies Record<ImageLayoutName, LayoutSlots>;

/**
 * The PDF CV's typeface: Inter, the site's, from the static faces in scripts/fonts (400 and 700,
 * Latin and Latin Extended, so "Łódź" prints). React-PDF's fontkit cannot subset
 * @fontsource-variable/inter's variable woff2 files (a RangeError in TTFSubset while embedding),
 * and its standard Helvetica covers Latin-1 only.
 */
import { join } from 'node:path';
import { Font } from '@react-pdf/renderer';

const FONT_DIR = join(import.meta.dirname, '..', 'fonts');

/** One family per subset: React-PDF takes each character from the first family that has it. */
const SUBSETS = { Inter: 'latin', 'Inter Latin Extended': 'latin-ext' } as const;

/** The families a style's fontFamily lists, in the order React-PDF should look in them. */
export const CV_FONT_FAMILY = Object.keys(SUBSETS);

let registered = false;

/** Registers the faces once per process (React-PDF keeps fonts in one global store). */
export function registerCvFonts(): void {
  if (registered) return;
  registered = true;
  for (const [family, subset] of Object.entries(SUBSETS)) {
    Font.register({
      family,
      fonts: [400, 700].map((fontWeight) => ({
        src: join(FONT_DIR, `inter-${subset}-${fontWeight}-normal.woff`),
        fontWeight,
      })),
    });
  }
  // A CV's words and addresses are never cut with a hyphen the owner did not write.
  Font.registerHyphenationCallback((word) => [word]);
}

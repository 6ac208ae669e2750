import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Switches the page to a colour scheme with reduced motion, and checks that it is restyled at
 * once: nothing transitions (src/styles/global.css), so each text and its background are in the
 * new scheme whenever axe or a screenshot reads them. A transition left running would show the
 * old scheme's colour on some elements beside the new one on others, for as long as the browser
 * takes to start and end it, which no number of frames bounds.
 */
export async function switchColorScheme(page: Page, colorScheme: 'light' | 'dark'): Promise<void> {
  await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
  // getAnimations brings the page's style up to date first, which starts any transition due.
  const transitions = await page.evaluate(() =>
    document
      .getAnimations()
      .filter((animation) => animation instanceof CSSTransition)
      .map(({ effect, transitionProperty }) => {
        const target = effect instanceof KeyframeEffect ? effect.target : null;
        return `${target?.tagName.toLowerCase() ?? '?'}.${target?.className ?? ''} ${transitionProperty}`;
      }),
  );
  expect(transitions, `transitions running after the switch to ${colorScheme}`).toEqual([]);
}

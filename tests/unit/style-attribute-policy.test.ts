// @vitest-environment node
import { localizeProfile } from '@/domain/localize-content';
import { ONE_LANGUAGE_PAGE } from '@/ui/page-language';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { parseUserProfile } from '@/domain/user-profile';
import { SiteFooter } from '@/sections/footer/site-footer';
import { cspHash } from '../../scripts/lib/page-policy';
import { makeUser } from '../support/factories';
import { hostingPolicySources } from '../../scripts/lib/hosting-policy';

/**
 * firebase.json's Content-Security-Policy allows no inline style but the exact style attributes
 * Radix writes into the prerendered HTML, by hash (style-src-attr 'unsafe-hashes' 'sha256-…'):
 * each footer link's AccessibleIcon renders a visually hidden label with Radix's own style. (React sets styles through the
 * CSSOM once the page runs, which the policy does not police: only the parsed HTML's attributes
 * need hashes.) The browser hashes an attribute's value as parsed, so this hashes the values
 * React's server renderer writes, and a Radix upgrade that changes them fails here, by name.
 */

/** Every component that renders a Radix piece, with props that make it render all of them. */
const RADIX_USERS = {
  SiteFooter: createElement(SiteFooter, {
    user: localizeProfile(
      parseUserProfile(makeUser({ github: 'https://github.com/ada' })),
      'en',
      ONE_LANGUAGE_PAGE.site,
    ),
    onReviewConsent: () => {},
  }),
};

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&quot;': '"',
  '&#x27;': "'",
  '&lt;': '<',
  '&gt;': '>',
};

function styleAttributes(markup: string): string[] {
  return [...markup.matchAll(/\sstyle="([^"]*)"/g)].map(([, value = '']) =>
    value.replace(/&(amp|quot|#x27|lt|gt);/g, (entity) => ENTITIES[entity] ?? entity),
  );
}

describe('the hosting CSP allows exactly the style attributes Radix renders', () => {
  const rendered = new Map<string, string>();
  for (const [component, element] of Object.entries(RADIX_USERS)) {
    for (const value of styleAttributes(renderToStaticMarkup(element))) {
      rendered.set(cspHash(value), `${component}: style="${value}"`);
    }
  }
  const allowed = hostingPolicySources('style-src-attr');

  it('finds the style attributes it hashes', () => {
    expect([...rendered.values()].map((found) => found.split(':')[0])).toEqual(
      expect.arrayContaining(Object.keys(RADIX_USERS)),
    );
  });

  it("allows them by hash alone, never with 'unsafe-inline'", () => {
    expect(allowed).toContain("'unsafe-hashes'");
    expect([...allowed, ...hostingPolicySources('style-src')]).not.toContain("'unsafe-inline'");
  });

  for (const [hash, found] of rendered) {
    it(`allows ${found}`, () => {
      expect(
        allowed,
        `firebase.json's style-src-attr lacks ${hash}, the hash of ${found}: add it`,
      ).toContain(hash);
    });
  }

  it('allows no hash of an attribute no longer rendered', () => {
    const stale = allowed.filter(
      (source) => source.startsWith("'sha256-") && !rendered.has(source),
    );
    expect(stale, `remove ${stale.join(' ')} from firebase.json's style-src-attr`).toEqual([]);
  });
});

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ICON_NAMES } from '@/ui/icon';

const sprite = readFileSync('src/ui/icons.svg', 'utf8');
const symbols = [
  ...sprite.matchAll(/<symbol id="([^"]+)" viewBox="0 0 24 24"><path d="[^"]+"\/><\/symbol>/g),
];

describe('the icon sprite', () => {
  it('draws each icon the code names, once, and nothing else', () => {
    expect(symbols.map(([, id]) => id).sort()).toEqual([...ICON_NAMES].sort());
  });

  it('is plain shapes: no script, style, link or external reference', () => {
    expect(sprite).not.toMatch(/<script|<style|<a[\s>]|<image|<foreignObject|href=|on\w+=/i);
  });
});

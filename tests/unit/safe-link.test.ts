import { describe, expect, it } from 'vitest';
import { toMailtoHref } from '@/domain/mailto-href';
import { toSafeHref, toSafeImageSrc, toWhatsappHref } from '@/domain/safe-link';
import { z } from '@/domain/zod';

describe('toSafeHref', () => {
  it.each(['https://github.com/someone', 'http://example.com/a?b=c#d'])('keeps %s', (url) => {
    expect(toSafeHref(url)).toBe(url);
  });

  it('trims surrounding whitespace', () => {
    expect(toSafeHref('  https://example.com/  ')).toBe('https://example.com/');
  });

  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'mailto:someone@example.com',
    '/relative/path',
    '//evil.example.com',
    'github.com/someone',
    '',
  ])('refuses %j', (value) => {
    expect(toSafeHref(value)).toBe('');
  });
});

describe('toSafeImageSrc', () => {
  it('accepts site paths and web addresses', () => {
    expect(toSafeImageSrc('/demo/a.svg')).toBe('/demo/a.svg');
    expect(toSafeImageSrc('https://cdn.example.com/a.webp')).toBe('https://cdn.example.com/a.webp');
  });

  it.each([
    '//evil.example.com/a.png',
    'javascript:alert(1)',
    'data:image/svg+xml,<svg/>',
    '/\\evil',
  ])('refuses %j', (value) => {
    expect(toSafeImageSrc(value)).toBe('');
  });
});

describe('toWhatsappHref', () => {
  it('turns a phone number into a wa.me link', () => {
    expect(toWhatsappHref('+46 70 123 45 67')).toBe('https://wa.me/46701234567');
    expect(toWhatsappHref('(555) 010-9999')).toBe('https://wa.me/5550109999');
  });

  it('keeps a web link and refuses anything else', () => {
    expect(toWhatsappHref('https://wa.me/123456789')).toBe('https://wa.me/123456789');
    expect(toWhatsappHref('javascript:alert(1)')).toBe('');
    expect(toWhatsappHref('call me')).toBe('');
    expect(toWhatsappHref('')).toBe('');
  });
});

describe('toMailtoHref', () => {
  it('links an address the contact form takes', () => {
    expect(toMailtoHref(' ada+site@example.co.uk ')).toBe('mailto:ada+site@example.co.uk');
  });

  it.each([
    '',
    'ada',
    'ada@localhost',
    'ada@example.com?cc=evil@example.com',
    'javascript:alert(1)//@example.com',
    'a b@example.com',
    `${'a'.repeat(250)}@example.com`,
  ])('refuses %s', (value) => {
    expect(toMailtoHref(value)).toBe('');
  });

  it("agrees with zod's z.email(), which the contact form uses", () => {
    const samples = ['a@b.co', "o'neil@example.org", '.a@b.co', 'a..b@c.de', 'a@-b.co', 'a@b.c'];
    for (const sample of samples) {
      expect(toMailtoHref(sample) !== '').toBe(z.email().safeParse(sample).success);
    }
  });
});

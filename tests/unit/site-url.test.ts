import { describe, expect, it } from 'vitest';
import { DEMO_SITE_URL, parseSiteUrl, toSiteAddress } from '@/domain/site-url';

describe('parseSiteUrl (VITE_SITE_URL)', () => {
  it.each([
    ['https://maya.dev', 'https://maya.dev/'],
    ['  https://maya.dev/  ', 'https://maya.dev/'],
    ['HTTPS://Maya.Dev:8443/', 'https://maya.dev:8443/'],
  ])('takes %j as %s', (value, url) => {
    expect(parseSiteUrl(value, { development: false })).toEqual({ ok: true, url });
  });

  it.each([
    '',
    'maya.dev',
    '/relative',
    'http://maya.dev',
    'http://localhost:5173',
    'ftp://maya.dev',
    'javascript:alert(1)',
    'https://user:secret@maya.dev/',
    'https://maya.dev/?utm=1',
    'https://example.com/portfolio/',
    'https://maya.dev/#top',
  ])('refuses %j in a production build, saying why', (value) => {
    const result = parseSiteUrl(value, { development: false });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problem).toMatch(/^VITE_SITE_URL (must|is)/);
  });

  it('accepts http://localhost only in development', () => {
    for (const value of ['http://localhost:5173', 'http://127.0.0.1:4173/', 'http://[::1]:4173']) {
      expect(parseSiteUrl(value, { development: true }).ok, value).toBe(true);
      expect(parseSiteUrl(value, { development: false }).ok, value).toBe(false);
    }
    expect(parseSiteUrl('http://maya.dev', { development: true }).ok).toBe(false);
  });

  it('has a placeholder for the demo that is valid and can never be a real site', () => {
    expect(parseSiteUrl(DEMO_SITE_URL, { development: false })).toEqual({
      ok: true,
      url: DEMO_SITE_URL,
    });
    expect(new URL(DEMO_SITE_URL).hostname.endsWith('.example')).toBe(true);
  });

  it('resolves paths on the site against it', () => {
    expect(toSiteAddress('https://maya.dev/', '/assets/a.png')).toBe(
      'https://maya.dev/assets/a.png',
    );
    expect(toSiteAddress('https://maya.dev/', 'https://cdn.example/p.jpg')).toBe(
      'https://cdn.example/p.jpg',
    );
  });
});

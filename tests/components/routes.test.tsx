import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeContent, makeUser } from '../support/factories';
import { renderApp } from '../support/render-app';

describe('routes', () => {
  it('renders the home page at /, with every section', async () => {
    await renderApp();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ada Example' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Featured Projects' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Get in touch' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it.each(['/about', '/projects', '/projects/weather/images', '/index.html?x=1'])(
    'shows only the not-found text at %s',
    async (url) => {
      await renderApp({ url });
      expect(await screen.findByText('pagenotfound works!')).toBeInTheDocument();
      expect(document.body).toHaveTextContent(/^pagenotfound works!$/);
      expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    },
  );

  it('titles the page and describes it from the profile', async () => {
    document.head.insertAdjacentHTML('beforeend', '<meta name="description" content="">');
    await renderApp();
    await screen.findByRole('heading', { level: 1 });
    expect(document.title).toBe('Ada Example · Portfolio');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'I build apps. Mostly for phones.',
    );
  });

  it('keeps the link preview tags that follow the profile in step with it', async () => {
    // As the build wrote them for an earlier profile (and nothing left by the tests before).
    document.head.querySelectorAll('meta').forEach((meta) => meta.remove());
    document.head.insertAdjacentHTML(
      'beforeend',
      [
        '<meta property="og:title" content="Old Name · Portfolio">',
        '<meta property="og:description" content="Old bio.">',
        '<meta property="profile:first_name" content="Old">',
        '<meta property="profile:last_name" content="Name">',
        '<meta name="twitter:creator" content="@old">',
        '<meta property="og:image" content="https://site.example/assets/preview-1.png">',
      ].join(''),
    );
    const user = makeUser({ name: 'Ada Q. "Example"', bio: 'Builds </script> apps.', twitter: '' });
    await renderApp({ content: makeContent({ user }) });
    await screen.findByRole('heading', { level: 1 });
    const content = (selector: string) =>
      document.head.querySelector(selector)?.getAttribute('content');
    expect(content('meta[property="og:title"]')).toBe('Ada Q. "Example" · Portfolio');
    expect(content('meta[property="og:description"]')).toBe('Builds </script> apps.');
    expect(content('meta[property="og:site_name"]')).toBe('Ada Q. "Example"');
    // Three words do not split cleanly into a first and a last name; no twitter link, no creator.
    const keys = [...document.head.querySelectorAll('meta')].map(
      (meta) => meta.getAttribute('property') ?? meta.getAttribute('name'),
    );
    expect(keys).not.toContain('profile:first_name');
    expect(keys).not.toContain('profile:last_name');
    expect(keys).not.toContain('twitter:creator');
    // The image shows the build's content: its address stays.
    expect(content('meta[property="og:image"]')).toBe('https://site.example/assets/preview-1.png');
  });
});

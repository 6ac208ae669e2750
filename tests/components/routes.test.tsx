import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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

  it.each(['/about', '/projects/weather', '/index.html?x=1'])(
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
});

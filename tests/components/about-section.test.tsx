import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeContent, makeUser } from '../support/factories';
import { renderApp } from '../support/render-app';

describe('AboutSection', () => {
  it('introduces the owner with photo, name, bio and a Contact button', async () => {
    await renderApp({
      content: makeContent({ user: makeUser({ bio: 'First line\nSecond <b>line</b>' }) }),
    });
    const heading = await screen.findByRole('heading', { level: 1, name: 'Ada Example' });
    const section = heading.closest('section');
    expect(section).toHaveAttribute('id', 'home');
    expect(screen.getByRole('img', { name: 'Portrait of Ada Example' })).toHaveAttribute(
      'src',
      '/demo/avatar.svg',
    );
    // The bio is text with its line breaks kept, never parsed as HTML.
    const bio = screen.getByText(/First line/);
    expect(bio.textContent).toBe('First line\nSecond <b>line</b>');
    expect(bio).toHaveClass('preserve-lines');
    expect(bio.querySelector('b')).toBeNull();
    const contactButtons = screen.getAllByRole('link', { name: 'Contact' });
    expect(contactButtons.some((link) => link.classList.contains('about-contact'))).toBe(true);
    expect(contactButtons.every((link) => link.getAttribute('href') === '/#contact')).toBe(true);
  });

  it('says under the name what the owner does, when the profile has a headline', async () => {
    await renderApp({
      content: makeContent({ user: makeUser({ label: '  Android <i>developer</i> ' }) }),
    });
    const heading = await screen.findByRole('heading', { level: 1, name: 'Ada Example' });
    const group = heading.closest('hgroup');
    const headline = screen.getByText('Android <i>developer</i>');
    expect(group).toContainElement(headline);
    expect(headline.querySelector('i')).toBeNull();
    // A headline is no heading of its own: the name stays the page's one h1.
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('shows no headline line when the profile has none', async () => {
    await renderApp({ content: makeContent({ user: makeUser({ label: '' }) }) });
    const heading = await screen.findByRole('heading', { level: 1, name: 'Ada Example' });
    expect(heading.closest('hgroup')?.children).toHaveLength(1);
  });

  it('shows a skeleton while the profile loads', async () => {
    await renderApp({ storeOptions: { latencyMs: 50 } });
    expect(document.getElementById('home')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ada Example' }),
    ).toBeInTheDocument();
  });

  it('stays hidden while the profile has no name', async () => {
    await renderApp({ content: makeContent({ user: makeUser({ name: '   ' }) }) });
    await waitFor(() => expect(document.getElementById('home')).not.toHaveAttribute('aria-busy'));
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /Portrait/ })).not.toBeInTheDocument();
  });

  it('stays hidden when there is no profile document at all', async () => {
    await renderApp({ content: makeContent({ user: null }) });
    expect(await screen.findByRole('heading', { name: 'Featured Projects' })).toBeInTheDocument();
    await waitFor(() => expect(document.getElementById('home')).not.toHaveAttribute('aria-busy'));
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });

  it('offers Retry when the profile fails to load', async () => {
    const { user, store } = await renderApp({
      storeOptions: { fail: new Set(['user']) },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The introduction could not be loaded.');
    store.setFail(new Set());
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ada Example' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

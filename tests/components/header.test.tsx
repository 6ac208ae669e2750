import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeContent, makeUser } from '../support/factories';
import { renderApp } from '../support/render-app';

describe('SiteHeader', () => {
  it('shows the owner as a brand link home and links to the sections', async () => {
    await renderApp();
    const banner = screen.getByRole('banner');
    expect(await within(banner).findByRole('link', { name: 'Ada Example' })).toHaveAttribute(
      'href',
      '/#home',
    );
    expect(within(banner).getByRole('link', { name: 'Projects' })).toHaveAttribute(
      'href',
      '/#projects',
    );
    expect(within(banner).getByRole('link', { name: 'Contact' })).toHaveAttribute(
      'href',
      '/#contact',
    );
  });

  it('links Github and Resume in a new tab when the profile has them', async () => {
    await renderApp();
    const banner = screen.getByRole('banner');
    for (const [name, href] of [
      ['Github', 'https://github.com/ada-example'],
      ['Resume', 'https://example.com/resume.pdf'],
    ] as const) {
      const link = await within(banner).findByRole('link', { name });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('leaves out Github and Resume when the profile has neither', async () => {
    await renderApp({
      content: makeContent({ user: makeUser({ github: '', resume: 'javascript:x()' }) }),
    });
    const banner = screen.getByRole('banner');
    await within(banner).findByRole('link', { name: 'Ada Example' });
    expect(within(banner).queryByRole('link', { name: 'Github' })).not.toBeInTheDocument();
    expect(within(banner).queryByRole('link', { name: 'Resume' })).not.toBeInTheDocument();
  });

  it('opens the menu with a native popover and closes it on any link click', async () => {
    const { user } = await renderApp();
    const banner = screen.getByRole('banner');
    const burger = await screen.findByRole('button', { name: 'Menu' });
    const menu = screen.getByRole('navigation', { name: 'Main' });
    // The browser opens and closes the menu on its own, before and without the app's code.
    expect(burger).toBeEnabled();
    expect(burger).toHaveAttribute('popovertarget', menu.id);
    expect(menu).toHaveAttribute('popover', 'auto');

    // A click inside a popover leaves it open: once the app runs, a link closes the menu.
    const hidePopover = vi.fn();
    Object.assign(menu, { hidePopover });
    for (const name of ['Projects', 'Contact', 'Ada Example']) {
      await user.click(within(banner).getByRole('link', { name }));
    }
    expect(hidePopover).toHaveBeenCalledTimes(3);
  });
});

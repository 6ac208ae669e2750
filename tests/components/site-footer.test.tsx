import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeContent, makeUser } from '../support/factories';
import { renderApp } from '../support/render-app';

describe('SiteFooter', () => {
  it('links each non-empty social network with an accessible name, in a new tab', async () => {
    await renderApp({
      content: makeContent({
        user: makeUser({
          facebook: '',
          linkedin: 'https://www.linkedin.com/in/ada',
          twitter: 'https://x.com/ada',
          github: 'https://github.com/ada',
          instagram: 'javascript:alert(1)',
          medium: '',
          blogger: '',
          youtube: 'https://www.youtube.com/@ada',
          whatsapp: '+44 7700 900123',
        }),
      }),
    });
    const social = await screen.findByRole('navigation', { name: 'Social links' });
    const links = within(social).getAllByRole('link');
    const names = ['LinkedIn', 'Twitter', 'GitHub', 'YouTube', 'WhatsApp'];
    expect(links).toHaveLength(names.length);
    links.forEach((link, index) => expect(link).toHaveAccessibleName(names[index]));
    expect(within(social).getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
      'href',
      'https://wa.me/447700900123',
    );
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    }
  });

  it('has no social links when the profile has none', async () => {
    await renderApp({ content: makeContent({ user: makeUser({ linkedin: '', github: '' }) }) });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Social links' })).not.toBeInTheDocument();
  });
});

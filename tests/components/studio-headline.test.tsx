import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMemoryStore } from '@/data/memory-store';
import { LIMITS } from '@/domain/clip';
import { makeContent, makeUser } from '../support/factories';
import { renderProfile } from '../support/profile-section';

async function renderHeadline(label: string) {
  const store = createMemoryStore(makeContent({ user: makeUser({ label }) }));
  return { ...(await renderProfile(store)), store };
}

const headline = () => screen.getByRole('textbox', { name: 'Headline' });

describe('the studio’s headline field', () => {
  it('holds the stored headline and says where visitors see it', async () => {
    await renderHeadline('App developer');
    expect(headline()).toHaveValue('App developer');
    expect(headline()).toHaveAccessibleDescription(/Shown under your name on the home page/);
  });

  it('saves a new headline for the visitors’ page', async () => {
    const { user, store } = await renderHeadline('');
    await user.type(headline(), 'Android developer');
    await user.click(screen.getByRole('button', { name: 'Save the profile' }));
    await waitFor(async () =>
      expect(await store.repository.getUser()).toMatchObject({ label: 'Android developer' }),
    );
  });

  it('refuses a headline longer than the rules take, as it is typed', async () => {
    const { user } = await renderHeadline('x'.repeat(LIMITS.label));
    expect(headline()).toBeValid();
    await user.type(headline(), 'x');
    await waitFor(() => expect(headline()).toBeInvalid());
    expect(headline()).toHaveAccessibleDescription(
      expect.stringContaining(`At most ${LIMITS.label} characters.`),
    );
  });
});

import { act, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const STORAGE_KEY = 'portfolio:analytics-consent';
const QUESTION = 'Count this visit?';

/** The app and the consent store as a fresh page load has them: nothing measured, yet. */
async function loadPage() {
  vi.resetModules();
  const { analyticsConsent } = await import('@/data/analytics-consent');
  const { renderApp } = await import('../support/render-app');
  const page = await renderApp();
  await screen.findByRole('heading', { level: 1 });
  /** What the Firebase code does once analytics can run in this browser. */
  const measurementReady = () => act(() => analyticsConsent.enableMeasurement());
  return { ...page, analyticsConsent, measurementReady };
}

const footer = () => screen.getByRole('contentinfo');

describe('analytics consent', () => {
  beforeEach(() => localStorage.clear());

  it('does not exist on a site that measures nothing', async () => {
    await loadPage();
    expect(screen.queryByRole('region', { name: QUESTION })).not.toBeInTheDocument();
    expect(
      within(footer()).queryByRole('button', { name: 'Analytics settings' }),
    ).not.toBeInTheDocument();
  });

  it('asks without taking focus, and remembers the answer', async () => {
    const { analyticsConsent, measurementReady, user } = await loadPage();
    await measurementReady();
    const banner = screen.getByRole('region', { name: QUESTION });
    expect(banner).toHaveTextContent('nothing is measured until you allow it');
    expect(document.body).toHaveFocus();

    await user.click(within(banner).getByRole('button', { name: 'Allow' }));
    expect(banner).not.toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEY)).toBe('granted');
    expect(analyticsConsent.get().choice).toBe('granted');
  });

  it('is not asked again once answered, and the footer opens it to change the answer', async () => {
    localStorage.setItem(STORAGE_KEY, 'granted');
    const { analyticsConsent, measurementReady, user } = await loadPage();
    await measurementReady();
    expect(screen.queryByRole('region', { name: QUESTION })).not.toBeInTheDocument();

    const settings = within(footer()).getByRole('button', { name: 'Analytics settings' });
    await user.click(settings);
    const banner = screen.getByRole('region', { name: QUESTION });
    expect(within(banner).getByRole('heading', { name: QUESTION })).toHaveFocus();
    expect(banner).toHaveTextContent('You allow it at the moment.');

    await user.tab();
    expect(within(banner).getByRole('button', { name: 'Decline' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(banner).not.toBeInTheDocument();
    expect(settings).toHaveFocus();
    expect(localStorage.getItem(STORAGE_KEY)).toBe('denied');
    expect(analyticsConsent.get().choice).toBe('denied');
  });

  it('still honours an answer when the browser refuses to store it', async () => {
    const { analyticsConsent, measurementReady, user } = await loadPage();
    const setItem = vi.spyOn(localStorage, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    await measurementReady();
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    expect(setItem).toHaveBeenCalled();
    expect(analyticsConsent.get().choice).toBe('denied');
    expect(screen.queryByRole('region', { name: QUESTION })).not.toBeInTheDocument();
    setItem.mockRestore();
  });
});

import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readAppConfig } from '@/data/app-config';
import { connectData } from '@/data/connect-data';
import { takeConsoleErrors } from '../support/console-errors';
import { server } from '../support/msw-server';
import { renderApp } from '../support/render-app';

describe('memory mode', () => {
  it('makes no network request on a whole visit, sending a message included', async () => {
    const requests: string[] = [];
    server.events.on('request:start', ({ request }) => {
      requests.push(request.url);
    });

    const config = readAppConfig({}, '?latency=0');
    expect(config.mode).toBe('memory');
    const { repository } = connectData(config);
    expect(await repository.getUser()).toMatchObject({ name: expect.any(String) });

    const { user } = await renderApp();
    await user.type(await screen.findByLabelText('Name'), 'Jo');
    await user.type(screen.getByLabelText('Email'), 'jo@example.com');
    await user.type(screen.getByLabelText('Your Message'), 'Hi');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(/Email sent/)).toBeInTheDocument();

    expect(requests).toEqual([]);
  });

  it('would notice a request: the guard itself works', async () => {
    const requests: string[] = [];
    server.events.on('request:start', ({ request }) => {
      requests.push(request.url);
    });
    await expect(fetch('https://example.com/ping')).rejects.toThrow();
    expect(requests).toEqual(['https://example.com/ping']);
    expect(String(takeConsoleErrors()[0])).toContain('https://example.com/ping');
  });
});

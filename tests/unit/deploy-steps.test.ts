// @vitest-environment node
import { expect, it, vi } from 'vitest';
import { deploy } from '../../scripts/deploy';
import { takeConsoleErrors } from '../support/console-errors';

it('says which of its steps it is at, and stops at the first that fails', async () => {
  const said = vi.spyOn(console, 'log').mockImplementation(() => {});
  const status = await deploy(['no-such-content.json', '--real', '--project', 'demo-deploy']);
  expect(status).toBe(1);
  expect(said.mock.calls).toEqual([
    ['\ndeploy: step 1 of 4: write no-such-content.json into Firestore'],
  ]);
  const errors = takeConsoleErrors().map(String);
  expect(errors[0]).toContain('no-such-content.json: cannot read it as JSON');
  expect(errors.at(-1)).toContain(
    'The content file could not be written into Firestore (no-such-content.json: cannot read it as JSON',
  );
  expect(errors.at(-1)).toContain('Publishing/published is unchanged.');
});

it('refuses to run on the emulator without --dry-run: the emulator has no Hosting', async () => {
  const said = vi.spyOn(console, 'log').mockImplementation(() => {});
  expect(await deploy(['--emulator', '127.0.0.1:1'])).toBe(1);
  expect(String(takeConsoleErrors()[0])).toContain('add --dry-run, or deploy with --real');
  expect(String(said.mock.calls[0]?.[0])).toMatch(/^Usage: npm run deploy/);
});

it('takes one content file, as --content FILE or the FILE before the options', async () => {
  vi.spyOn(console, 'log').mockImplementation(() => {});
  expect(await deploy(['a.json', '--content', 'b.json', '--real', '--project', 'p'])).toBe(1);
  expect(String(takeConsoleErrors()[0])).toContain('Give one content file, at most.');
});

// @vitest-environment node
import { expect, it, vi } from 'vitest';
import { deploy } from '../../scripts/deploy';
import { takeConsoleErrors } from '../support/console-errors';

it('says which of its steps it is at, and stops at the first that fails', async () => {
  const said = vi.spyOn(console, 'log').mockImplementation(() => {});
  const status = await deploy(['no-such-content.json', '--real', '--project', 'demo-deploy']);
  expect(status).toBe(1);
  expect(said.mock.calls).toEqual([['\ndeploy: step 1 of 3: write the content into Firestore']]);
  expect(String(takeConsoleErrors()[0])).toContain('no-such-content.json: cannot read it as JSON');
});

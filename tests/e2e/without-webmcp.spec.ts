import { join } from 'node:path';
import { expect, test, waitForContent } from './support/fixtures';
import { agentToolsFile } from './support/webmcp';

test('without WebMCP the page works, loads none of the tools, and logs nothing', async ({
  page,
}) => {
  const logged: string[] = [];
  page.on('console', (message) => logged.push(`${message.type()}: ${message.text()}`));
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto('/');
  await waitForContent(page);
  expect(await page.evaluate(() => 'modelContext' in document || 'modelContext' in navigator)).toBe(
    false,
  );
  // The tools would load once the browser is idle: wait for the page to have been idle twice.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestIdleCallback(() => requestIdleCallback(() => resolve())),
      ),
  );
  const tools = `/${agentToolsFile(join(process.cwd(), 'dist'))}`;
  expect(requested).not.toContain(tools);
  expect(requested.some((path) => path.endsWith('.js'))).toBe(true);
  expect(logged).toEqual([]);
});

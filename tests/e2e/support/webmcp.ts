import type { Page } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../../scripts/lib/chromium.mjs';
import { readManifest } from '../../../scripts/lib/studio-code.mjs';
import { expect } from './fixtures';

/** Chromium with WebMCP on: `document.modelContext`, and Playwright's `page.webmcp`. */
export const WEBMCP_LAUNCH = {
  executablePath: CHROMIUM_PATH,
  args: [...CHROMIUM_FLAGS, '--enable-features=WebMCP'],
};

/** The built file of the page's WebMCP tools, read from the build's manifest: `assets/…js`. */
export function agentToolsFile(dist: string): string {
  const chunk = (readManifest(dist) as Record<string, { file: string } | undefined>)[
    'src/start/register-agent-tools.ts'
  ];
  if (!chunk) throw new Error(`${dist} has no chunk for src/start/register-agent-tools.ts.`);
  return chunk.file;
}

/** A tool's answer: its text, parsed when it is JSON, and whether it is an error. */
export async function callTool(page: Page, name: string, input: Record<string, unknown>) {
  const result = (await page.webmcp.callTool(name, input)) as {
    content: { type: string; text: string }[];
    isError?: boolean;
  };
  const text = result.content[0]?.text ?? '';
  let data: unknown = text;
  try {
    data = JSON.parse(text);
  } catch {
    // Plain text: a sentence for the agent.
  }
  return { isError: result.isError === true, text, data };
}

/** Waits until the page has registered its tools (once the app has started and gone idle). */
export async function waitForTools(page: Page): Promise<string[]> {
  let names: string[] = [];
  await expect
    .poll(async () => {
      names = (await page.webmcp.tools()).map(({ name }) => name).sort();
      return names.length;
    })
    .toBeGreaterThan(0);
  return names;
}

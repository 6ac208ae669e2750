/**
 * The files the build writes for AI agents, from the content the pages are rendered from:
 * llms.txt and the Agentic Resource Discovery catalog (.well-known/ai-catalog.json).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import {
  AGENT_CATALOG_PATH,
  describeAgentCatalog,
  LLMS_TXT_PATH,
} from '../../src/domain/agent-catalog';
import { renderLlmsTxt } from '../../src/domain/llms-txt';
import type { Post } from '../../src/domain/post';
import type { ShareFilesInput } from './write-share-files';

/**
 * Writes both files; returns the paths written: none for an empty shell, which has nothing to
 * describe, or without the site's address, as both publish absolute addresses.
 */
export async function writeAgentFiles({
  dist,
  user,
  projects,
  hasCv = false,
  site,
  siteUrl,
  lastChanged,
  posts = [],
}: Omit<ShareFilesInput, 'publicDirs' | 'log' | 'words' | 'posts'> & {
  /** The published posts, newest first. */
  posts?: readonly Post[];
}): Promise<string[]> {
  if (!user || !siteUrl) return [];
  const catalog = describeAgentCatalog({
    siteUrl,
    ownerName: user.name,
    lastChanged,
    hasCv,
    hasPosts: posts.length > 0,
  });
  const files: [string, string][] = [
    [LLMS_TXT_PATH, renderLlmsTxt(user, projects, siteUrl, { hasCv, site, posts })],
    [AGENT_CATALOG_PATH, `${JSON.stringify(catalog, null, 2)}\n`],
  ];
  for (const [path, text] of files) {
    const file = join(dist, path);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, text);
  }
  return files.map(([path]) => path);
}

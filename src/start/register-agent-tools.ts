import type { QueryClient } from '@tanstack/react-query';
import type { PortfolioRepository } from '@/data/portfolio-repository';
import { AGENT_TOOLS } from '@/domain/agent-tools';
import { localizedPath } from '@/domain/site-languages';
import { createAgentReads } from '@/queries/agent-reads';
import { fillContactForm } from '@/sections/contact/fill-contact-form';
import type { PageLanguage } from '@/ui/page-language';
import { createAgentToolHandlers, type AgentToolResult } from './agent-tool-handlers';

/** What the page uses of WebMCP's ModelContext (Chromium, with --enable-features=WebMCP). */
interface ModelContext {
  registerTool(tool: {
    name: string;
    description: string;
    inputSchema: object;
    annotations: { readOnlyHint: boolean };
    execute: (input: unknown) => Promise<AgentToolResult>;
  }): void;
}

/** The browser's WebMCP, where it has one (Chromium has it on document, and on navigator). */
function findModelContext(): ModelContext | undefined {
  const withContext = (target: object) => (target as { modelContext?: ModelContext }).modelContext;
  return withContext(document) ?? withContext(navigator);
}

/**
 * Offers the page's tools to agents through the browser's WebMCP, if it has one, answering in the
 * page's language with the addresses of its pages.
 */
export function registerAgentTools(
  queryClient: QueryClient,
  repository: PortfolioRepository,
  { language, site }: PageLanguage,
): void {
  const modelContext = findModelContext();
  if (!modelContext) return;
  const handlers = createAgentToolHandlers({
    reads: createAgentReads(queryClient, repository, { language, site }),
    origin: window.location.origin,
    pagePath: (path) => localizedPath(path, language, site),
    fillContactForm: (values) => fillContactForm(values),
  });
  for (const { name, description, inputSchema, readOnly } of AGENT_TOOLS) {
    modelContext.registerTool({
      name,
      description,
      inputSchema,
      annotations: { readOnlyHint: readOnly },
      execute: handlers[name],
    });
  }
}

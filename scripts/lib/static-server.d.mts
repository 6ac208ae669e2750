export function serveStatic(
  root: string,
  options?: { headersFor?: (path: string) => Record<string, string>; port?: number },
): Promise<{ url: string; close: () => void }>;

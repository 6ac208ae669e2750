/** The file Firebase Hosting (with cleanUrls) serves at a decoded path; null when none. */
export function fileFor(root: string, path: string): string | null;

export function serveStatic(
  root: string,
  options?: { headersFor?: (path: string) => Record<string, string>; port?: number },
): Promise<{ url: string; close: () => void }>;

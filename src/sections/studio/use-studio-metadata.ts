import { useEffect } from 'react';

/**
 * The studio's title, and `noindex`: the owner's page is no page for search engines. Here, not
 * in src/routes/use-document-metadata.ts, whose file every visitor's page loads.
 */
export function useStudioMetadata(): void {
  useEffect(() => {
    document.title = 'Studio';
    let robots = document.head.querySelector('meta[name="robots"]');
    const previous = robots?.getAttribute('content') ?? null;
    if (!robots) {
      robots = document.createElement('meta');
      robots.setAttribute('name', 'robots');
      document.head.append(robots);
    }
    robots.setAttribute('content', 'noindex');
    return () => {
      if (previous === null) robots.remove();
      else robots.setAttribute('content', previous);
    };
  }, []);
}

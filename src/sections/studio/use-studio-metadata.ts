import { useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { studioTitle } from './studio-parts';

/**
 * The studio's title (with the part's name, as a tab or a screen reader's page list shows it),
 * and `noindex`: the owner's page is no page for search engines. Here, not
 * in src/routes/use-document-metadata.ts, whose file every visitor's page loads.
 */
export function useStudioMetadata(): void {
  // useRouterState, not useLocation: with useLocation the build split one more shared file off
  // the visitor's start-up, a request more on every page (npm run check:budgets).
  const title = studioTitle(useRouterState({ select: ({ location }) => location.pathname }));
  useEffect(() => {
    document.title = title;
  }, [title]);
  useEffect(() => {
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

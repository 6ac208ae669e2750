import { useLocation } from '@tanstack/react-router';
import { useEffect } from 'react';
import { scrollToSection } from '@/ui/scroll-to-section';

/**
 * Scrolls to the section named by the URL fragment once the page's data has rendered
 * (on first load, and when the fragment changes, e.g. with back and forward).
 */
export function useScrollToFragment(ready: boolean): void {
  const fragment = useLocation({ select: (location) => location.hash });
  useEffect(() => {
    if (ready && fragment) scrollToSection(fragment);
  }, [ready, fragment]);
}

import { useLocation } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { scrollToSection } from '@/ui/scroll-to-section';

/**
 * The router scrolls to the address's fragment (or back to where the visitor was) as the page
 * renders. A page that rendered without its data yet (a slow first load) grows as the data
 * arrives, which moves the section: so once the data is there, this scrolls to it again.
 */
export function useScrollToFragment(ready: boolean): void {
  const fragment = useLocation({ select: (location) => location.hash });
  const [readyAtFirst] = useState(ready);
  useEffect(() => {
    if (!readyAtFirst && ready && fragment) scrollToSection(fragment);
    // Only when the data arrives: a later change of fragment is the router's to scroll to.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready]);
}

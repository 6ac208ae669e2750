import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether the element is within `margin` of the viewport, kept up to date as the visitor
 * scrolls and as filters hide or show it (a hidden element is never in view).
 */
export function useInViewport(ref: RefObject<Element | null>, margin = '0px'): boolean {
  const [inViewport, setInViewport] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        const latest = entries.at(-1);
        if (latest) setInViewport(latest.isIntersecting);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin]);
  return inViewport;
}

import { prefersReducedMotion } from './prefers-reduced-motion';

/** Scrolls a page section into view, smoothly unless the visitor prefers reduced motion. */
export function scrollToSection(id: string): void {
  document
    .getElementById(id)
    ?.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
}

import { prefersReducedMotion } from './prefers-reduced-motion';

/**
 * Scrolls a page section into view, smoothly unless the visitor prefers reduced motion.
 * Cards off screen are laid out only as they near it, at an estimated size until then (see
 * .project-grid > li); a section after them would move as they come to their own sizes, so
 * before such a jump every card is laid out (`<html data-cards-laid-out>`, for good).
 */
export function scrollToSection(id: string): void {
  const section = document.getElementById(id);
  if (!section) return;
  const cards = document.querySelector('.project-grid');
  if (cards && cards.compareDocumentPosition(section) & Node.DOCUMENT_POSITION_FOLLOWING) {
    document.documentElement.dataset.cardsLaidOut = '';
  }
  section.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
}

import { useLocation, useNavigate } from '@tanstack/react-router';
import type { ComponentProps, MouseEvent } from 'react';
import { localizedPath } from '@/domain/site-languages';
import { usePageLanguage } from './page-language';
import { isPlainLeftClick } from './plain-left-click';
import { scrollToSection } from './scroll-to-section';

export type SectionId = 'home' | 'projects' | 'contact';

type SectionLinkProps = Omit<ComponentProps<'a'>, 'href'> & { section: SectionId };

/**
 * A link to a section of the home page. On the home page it scrolls on every click, also when
 * the URL already has that fragment, which the browser alone would ignore; from another page
 * the router opens the home page there. A plain anchor rather than the router's Link, which
 * would mark every in-page link aria-current="page".
 */
export function SectionLink({ section, onClick, children, ...props }: SectionLinkProps) {
  const navigate = useNavigate();
  const { language, site } = usePageLanguage();
  const onHomePage = useLocation({ select: (location) => location.pathname === '/' });
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !isPlainLeftClick(event)) return;
    event.preventDefault();
    if (!onHomePage) {
      void navigate({ to: '/', hash: section });
      return;
    }
    // The chosen tag stays in the address.
    void navigate({
      to: '/',
      search: true,
      hash: section,
      hashScrollIntoView: false,
      resetScroll: false,
    });
    scrollToSection(section);
  };
  return (
    // The page's language's home page: `/fr/#contact` on a French page.
    <a {...props} href={`${localizedPath('/', language, site)}#${section}`} onClick={handleClick}>
      {children}
    </a>
  );
}

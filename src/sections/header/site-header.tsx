import { t } from '@lingui/core/macro';
import { Link } from '@tanstack/react-router';
import { useRef } from 'react';
import { CV_PATH } from '@/domain/cv-address';
import { WRITING_PATH } from '@/domain/post-address';
import type { LocalizedProfile } from '@/domain/localize-content';
import { ExternalLink } from '@/ui/external-link';
import { Icon } from '@/ui/icon';
import { SectionLink } from '@/ui/section-link';
import { Skeleton } from '@/ui/skeleton';
import { LanguageSwitcher } from './language-switcher';
import './site-header.css';

/**
 * The sticky toolbar: brand, section links and the owner's Github and Resume (the profile's
 * file, or else the site's own CV). On a phone the
 * links sit in a native popover opened by the burger, so the menu works before (and without)
 * JavaScript; the browser also gives the burger its expanded state and closes the menu on
 * Escape or a click outside it. The site's languages stay in sight beside it (LanguageSwitcher).
 */
export function SiteHeader({
  user,
  isLoading,
  hasCv,
  hasPosts = false,
}: {
  user: LocalizedProfile | null;
  isLoading: boolean;
  /** The site has a CV (/cv): the Resume link goes there when the profile names no file. */
  hasCv: boolean;
  /** The site has published posts: the Writing link opens their list (a document load). */
  hasPosts?: boolean;
}) {
  const menuRef = useRef<HTMLElement>(null);
  // A click inside a popover leaves it open; once the app runs, a link also closes the menu.
  // (Older browsers and test DOMs without the popover API just keep the links in place.)
  const closeMenu = () => {
    const menu = menuRef.current;
    if (menu && 'hidePopover' in menu) menu.hidePopover();
  };

  return (
    <header className="site-header">
      <div className="toolbar">
        <SectionLink section="home" className="brand" onClick={closeMenu}>
          <Icon name="logo-black" className="brand-logo" size={32} />
          {isLoading ? (
            <Skeleton className="brand-skeleton" />
          ) : (
            <span className="brand-name" lang={user?.name ? user.textLanguage.name : undefined}>
              {user?.name || t`Home`}
            </span>
          )}
        </SectionLink>
        <button
          type="button"
          className="menu-button"
          aria-label={t`Menu`}
          popoverTarget="site-menu"
        >
          <Icon name="menu" className="menu-icon-open" />
          <Icon name="close" className="menu-icon-close" />
        </button>
        <nav id="site-menu" ref={menuRef} className="site-menu" aria-label={t`Main`} popover="auto">
          <ul>
            <li>
              <SectionLink section="projects" onClick={closeMenu}>
                {t`Projects`}
              </SectionLink>
            </li>
            {hasPosts && (
              <li>
                <Link
                  to={WRITING_PATH}
                  reloadDocument
                  // The list's own page only: a post's page is not the list.
                  activeOptions={{ exact: true }}
                  onClick={closeMenu}
                >
                  {t`Writing`}
                </Link>
              </li>
            )}
            <li>
              <SectionLink section="contact" onClick={closeMenu}>
                {t`Contact`}
              </SectionLink>
            </li>
            {user?.github && (
              <li>
                <ExternalLink href={user.github} onClick={closeMenu}>
                  Github
                </ExternalLink>
              </li>
            )}
            {user?.resume ? (
              <li>
                <ExternalLink href={user.resume} onClick={closeMenu}>
                  {t`Resume`}
                </ExternalLink>
              </li>
            ) : (
              hasCv && (
                <li>
                  <Link to={CV_PATH} onClick={closeMenu}>
                    {t`Resume`}
                  </Link>
                </li>
              )
            )}
          </ul>
        </nav>
        <LanguageSwitcher />
      </div>
    </header>
  );
}

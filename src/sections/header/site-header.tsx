import { useState } from 'react';
import type { UserProfile } from '@/domain/user-profile';
import { ExternalLink } from '@/ui/external-link';
import { Icon } from '@/ui/icon';
import { SectionLink } from '@/ui/section-link';
import { Skeleton } from '@/ui/skeleton';
import { useHydrated } from '@/ui/use-hydrated';
import './site-header.css';

/** The sticky toolbar: brand, section links and the owner's Github and Resume. */
export function SiteHeader({ user, isLoading }: { user: UserProfile | null; isLoading: boolean }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const hydrated = useHydrated();
  const closeMenu = () => setMenuOpen(false);

  return (
    <header className="site-header">
      <div className="toolbar">
        <SectionLink section="home" className="brand" onClick={closeMenu}>
          <Icon name="logo-black" className="brand-logo" size={32} />
          {isLoading ? (
            <Skeleton className="brand-skeleton" />
          ) : (
            <span className="brand-name">{user?.name || 'Home'}</span>
          )}
        </SectionLink>
        <button
          type="button"
          className="menu-button"
          aria-label="Menu"
          aria-expanded={menuOpen}
          aria-controls="site-menu"
          disabled={!hydrated}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <Icon name={menuOpen ? 'close' : 'menu'} />
        </button>
        <nav id="site-menu" className="site-menu" aria-label="Main" data-open={menuOpen}>
          <ul>
            <li>
              <SectionLink section="projects" onClick={closeMenu}>
                Projects
              </SectionLink>
            </li>
            <li>
              <SectionLink section="contact" onClick={closeMenu}>
                Contact
              </SectionLink>
            </li>
            {user?.github && (
              <li>
                <ExternalLink href={user.github} onClick={closeMenu}>
                  Github
                </ExternalLink>
              </li>
            )}
            {user?.resume && (
              <li>
                <ExternalLink href={user.resume} onClick={closeMenu}>
                  Resume
                </ExternalLink>
              </li>
            )}
          </ul>
        </nav>
      </div>
    </header>
  );
}

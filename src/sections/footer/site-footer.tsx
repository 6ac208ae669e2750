import { t } from '@lingui/core/macro';
import { AccessibleIcon } from '@radix-ui/react-accessible-icon';
import type { LocalizedProfile } from '@/domain/localize-content';
import { SOCIAL_NETWORK_NAMES, SOCIAL_NETWORKS } from '@/domain/user-profile';
import { useAnalyticsConsent } from '@/queries/use-analytics-consent';
import { ExternalLink } from '@/ui/external-link';
import { Icon } from '@/ui/icon';
import { useHydrated } from '@/ui/use-hydrated';
import './site-footer.css';

interface SiteFooterProps {
  user: LocalizedProfile | null;
  /** Opens the analytics question again; offered only where the site measures visits. */
  onReviewConsent: () => void;
}

/** A black toolbar with an icon link for each social network the owner has. */
export function SiteFooter({ user, onReviewConsent }: SiteFooterProps) {
  const { measured } = useAnalyticsConsent();
  const networks = user ? SOCIAL_NETWORKS.filter((network) => user[network] !== '') : [];
  // The year is the visit's, not the build's: the prerendered HTML leaves it out, so a page
  // built last year still hydrates without a mismatch.
  const year = useHydrated() ? `${new Date().getFullYear()} ` : '';
  return (
    <footer className="site-footer">
      <div className="footer-toolbar">
        <Icon name="logo-white" size={28} />
        {networks.length > 0 && (
          <nav aria-label={t`Social links`}>
            <ul className="social-links">
              {networks.map((network) => (
                <li key={network}>
                  <ExternalLink href={user?.[network]}>
                    <AccessibleIcon label={SOCIAL_NETWORK_NAMES[network]}>
                      <Icon name={network} />
                    </AccessibleIcon>
                  </ExternalLink>
                </li>
              ))}
            </ul>
          </nav>
        )}
        {measured && (
          <button type="button" className="footer-action" onClick={onReviewConsent}>
            {t`Analytics settings`}
          </button>
        )}
        {user?.name && (
          <p className="footer-note" lang={user.textLanguage.name}>{`© ${year}${user.name}`}</p>
        )}
      </div>
    </footer>
  );
}

import { t } from '@lingui/core/macro';
import { useRef, type FocusEvent } from 'react';
import { useAnalyticsConsent, type ConsentChoice } from '@/queries/use-analytics-consent';
import './consent-banner.css';

const currently = (choice: ConsentChoice) =>
  choice === 'granted' ? t`You allow it at the moment.` : t`You declined at the moment.`;

interface ConsentBannerProps {
  /** Opened again from the footer, to change an answer already given. */
  reviewing: boolean;
  onClose: () => void;
}

/**
 * Asks once whether visits may be measured, without blocking the page, and again whenever
 * the visitor opens it from the footer. Opened from there it takes focus, and gives it back
 * once answered; shown on its own it waits for the visitor to come to it.
 */
export function ConsentBanner({ reviewing, onClose }: ConsentBannerProps) {
  const { measured, choice, choose } = useAnalyticsConsent();
  const cameFrom = useRef<HTMLElement | null>(null);
  if (!measured || (choice !== null && !reviewing)) return null;

  const rememberWhereFocusWas = (event: FocusEvent<HTMLElement>) => {
    const from = event.relatedTarget;
    if (from instanceof HTMLElement && !event.currentTarget.contains(from)) cameFrom.current = from;
  };
  const answer = (next: ConsentChoice) => {
    choose(next);
    onClose();
    if (cameFrom.current?.isConnected) cameFrom.current.focus();
  };

  return (
    <section
      className="consent-banner card"
      aria-labelledby="consent-title"
      onFocus={rememberWhereFocusWas}
    >
      <h2
        id="consent-title"
        className="consent-title"
        tabIndex={-1}
        ref={reviewing ? (heading) => heading?.focus() : undefined}
      >
        {t`Count this visit?`}
      </h2>
      <p className="consent-text">
        {t`With your permission this site uses Google Analytics to see which projects people read. No ads, and nothing is measured until you allow it.`}
        {choice && ` ${currently(choice)}`}
      </p>
      <div className="consent-actions">
        <button type="button" className="button button-outlined" onClick={() => answer('denied')}>
          {t`Decline`}
        </button>
        <button type="button" className="button button-primary" onClick={() => answer('granted')}>
          {t`Allow`}
        </button>
      </div>
    </section>
  );
}

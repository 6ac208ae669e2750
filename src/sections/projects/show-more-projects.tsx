import { plural, t } from '@lingui/core/macro';
import { useNeedsApp } from '@/ui/app-starting';

interface ShowMoreProjectsProps {
  shown: number;
  total: number;
  onShowMore: () => void;
}

/**
 * How many of the tagged projects show, and the button that shows more; hidden while nothing
 * more is to come. A page without scripts, where it cannot work, never shows it.
 */
export function ShowMoreProjects({ shown, total, onShowMore }: ShowMoreProjectsProps) {
  const needsApp = useNeedsApp();
  return (
    <div className="show-more" hidden={shown >= total}>
      <p className="show-more-count">
        {plural(total, {
          one: `Showing ${shown} of # project`,
          other: `Showing ${shown} of # projects`,
        })}
      </p>
      <button
        type="button"
        className="button button-outlined show-more-button"
        onClick={onShowMore}
        {...needsApp}
      >
        {t`Show more projects`}
      </button>
    </div>
  );
}

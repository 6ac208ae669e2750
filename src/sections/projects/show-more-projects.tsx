import { shownCountText } from '@/domain/project-pages';
import { useNeedsApp } from '@/ui/app-starting';

interface ShowMoreProjectsProps {
  shown: number;
  total: number;
  onShowMore: () => void;
}

/**
 * How many of the tagged projects show, and the button that shows more. Hidden rather than
 * left out while nothing more is to come, so the early controls (src/early-controls.ts) find it
 * for any tag; a page without scripts, where it cannot work, never shows it.
 */
export function ShowMoreProjects({ shown, total, onShowMore }: ShowMoreProjectsProps) {
  const needsApp = useNeedsApp();
  return (
    <div className="show-more" hidden={shown >= total}>
      {/* One text node, which the early controls rewrite in place. */}
      <p className="show-more-count">{shownCountText(shown, total)}</p>
      <button
        type="button"
        className="button button-outlined show-more-button"
        onClick={onShowMore}
        {...needsApp}
      >
        Show more projects
      </button>
    </div>
  );
}

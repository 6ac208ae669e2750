import { t } from '@lingui/core/macro';
import { Link, useCanGoBack, useRouter } from '@tanstack/react-router';
import type { MouseEvent } from 'react';
import { Icon } from '@/ui/icon';
import { isPlainLeftClick } from '@/ui/plain-left-click';

/**
 * The way back to the list. Come from it, this goes back in history, as the browser's Back
 * does: the list returns with its tag and where it was scrolled to. Come from elsewhere (a
 * shared link), it opens the home page at the list.
 */
export function BackToProjects() {
  const router = useRouter();
  const cameFromTheSite = useCanGoBack();
  const goBack = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!cameFromTheSite || !isPlainLeftClick(event)) return;
    event.preventDefault();
    router.history.back();
  };
  return (
    <nav className="back-to-projects" aria-label={t`Back`}>
      <Link to="/" hash="projects" onClick={goBack}>
        <Icon name="arrow-back" size={20} />
        {t`All projects`}
      </Link>
    </nav>
  );
}

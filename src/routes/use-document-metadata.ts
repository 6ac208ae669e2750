import { useEffect } from 'react';
import { describePage } from '@/domain/page-metadata';
import type { UserProfile } from '@/domain/user-profile';

/** Titles the page and describes it for search engines from the owner's profile. */
export function useDocumentMetadata(user: UserProfile | null | undefined): void {
  useEffect(() => {
    if (!user?.name) return;
    const { title, description } = describePage(user);
    document.title = title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [user]);
}

import { useEffect } from 'react';
import type { UserProfile } from '@/domain/user-profile';

const DESCRIPTION_LENGTH = 160;

/** Titles the page and describes it for search engines from the owner's profile. */
export function useDocumentMetadata(user: UserProfile | null | undefined): void {
  useEffect(() => {
    if (!user?.name) return;
    document.title = `${user.name} · Portfolio`;
    const bio = user.bio.replace(/\s+/g, ' ').trim();
    const description =
      bio.length > DESCRIPTION_LENGTH ? `${bio.slice(0, DESCRIPTION_LENGTH - 1)}…` : bio;
    document
      .querySelector('meta[name="description"]')
      ?.setAttribute('content', description || user.name);
  }, [user]);
}

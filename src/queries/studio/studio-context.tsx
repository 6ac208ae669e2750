import { createContext, use, type ReactNode } from 'react';
import type { OwnerAuth, Studio } from '@/data/studio/owner-auth';
import type { StudioRepository } from '@/data/studio/studio-repository';

/** Loads the studio's code and makes its parts: called only when the studio is opened. */
export type LoadStudio = () => Promise<Studio>;

const StudioContext = createContext<Studio | null>(null);

/** Hands the loaded studio (sign-in and the owner's repository) to the studio's hooks. */
export function StudioProvider({ studio, children }: { studio: Studio; children: ReactNode }) {
  return <StudioContext value={studio}>{children}</StudioContext>;
}

function useStudio(): Studio {
  const studio = use(StudioContext);
  if (!studio) throw new Error('The studio’s hooks must be used inside <StudioProvider>.');
  return studio;
}

export function useOwnerAuth(): OwnerAuth {
  return useStudio().auth;
}

export function useStudioRepository(): StudioRepository {
  return useStudio().repository;
}

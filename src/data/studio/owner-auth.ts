import type { StudioRepository } from './studio-repository';

/** Who is signed in to the studio. */
export interface OwnerAccount {
  email: string | null;
  name: string | null;
  /** Carries the custom claim `owner: true` (`npm run grant-owner`): may edit the site. */
  isOwner: boolean;
}

/**
 * Sign-in for the studio: Google through Firebase Authentication, or offline, the demo owner
 * (kept in the tab's session storage). Not the repository's job: it only says who is signed in.
 */
export interface OwnerAuth {
  method: 'google' | 'demo';
  /**
   * Calls `onChange` with the account signed in now (null: nobody), then after every change.
   * @returns a function that stops listening.
   */
  subscribe(onChange: (account: OwnerAccount | null) => void): () => void;
  /** Signs in (Google: a popup, or a redirect where popups are blocked). */
  signIn(): Promise<void>;
  signOut(): Promise<void>;
}

/** The studio's two parts, made together for one configuration (see connectData). */
export interface Studio {
  auth: OwnerAuth;
  repository: StudioRepository;
}

import type { PortfolioFile } from './portfolio-file';

/** The profile's fields as the owner edits them: the content file's `user`. */
export type ProfileFields = PortfolioFile['user'];

/** A project's fields as the owner edits them: the content file's project, without its id. */
export type ProjectFields = Omit<PortfolioFile['projects'][number], 'id'>;

/** `User/user` as the studio reads it: its fields, and the version they were read at. */
export interface StudioProfile {
  fields: ProfileFields;
  /** 0 when the document does not exist (or has no integer version). */
  version: number;
}

/** A document of `Projects` as the studio reads it. */
export interface StudioProject {
  id: string;
  fields: ProjectFields;
  /** Its place in the owner's order (the stored `order`). */
  order: number;
  version: number;
}

/** Everything the owner edits, live: the profile and the projects in the owner's order. */
export interface StudioContent {
  profile: StudioProfile;
  projects: StudioProject[];
}

/**
 * Where the Cloud Function is with a message's email (`Deliveries/<id>`): `waiting` while it has
 * no record (not picked up yet, or no function deployed), `sending` while it tries (and retries),
 * then `sent` or `failed`.
 */
export type DeliveryState = 'waiting' | 'sending' | 'sent' | 'failed';

/** A visitor's message in the owner's inbox, with its email's delivery. */
export interface InboxMessage {
  id: string;
  name: string;
  email: string;
  /** The visitor's text: shown as text, never as HTML. */
  message: string;
  /** When the server stored it; null when the document has no date. */
  date: Date | null;
  handled: boolean;
  delivery: { state: DeliveryState; error?: string };
}

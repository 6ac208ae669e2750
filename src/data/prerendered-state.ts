import type { DehydratedState } from '@tanstack/react-query';
import { toScriptJson } from '../domain/script-json';

/** The id of the JSON script the build writes the prerendered query cache into. */
export const PRERENDERED_STATE_ID = 'prerendered-state';

/**
 * Serialises the cache for a `<script type="application/json">`: never executed (so allowed by
 * a strict Content-Security-Policy), and escaped so content cannot close the tag.
 */
export function serializePrerenderedState(state: DehydratedState): string {
  return toScriptJson(state);
}

export function readPrerenderedState(document: Document): DehydratedState | null {
  const text = document.getElementById(PRERENDERED_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as DehydratedState;
  } catch {
    return null;
  }
}

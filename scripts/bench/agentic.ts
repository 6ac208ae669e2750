/**
 * Lighthouse's Agentic Browsing category as the bench reports it: the category's score and the
 * applicable audits that failed. Informative, manual and not-applicable audits are not judged,
 * as Lighthouse leaves them out of the category's score.
 */
import type Result from 'lighthouse/types/lhr/lhr.js';

/** What the bench keeps of one Agentic Browsing run. */
export interface AgenticRun {
  /** The category's score, 0–100. */
  score: number;
  /** The ids of the applicable audits that did not pass. */
  failed: string[];
}

/** The parts of a Lighthouse report the category is read from. */
export type AgenticReport = Pick<Result, 'categories' | 'audits'>;

export const AGENTIC_CATEGORY = 'agentic-browsing';

const NOT_JUDGED = new Set(['notApplicable', 'manual', 'informative']);

/** Lighthouse shows an audit as passed from 0.9 (ard-schema gives low-severity notes 0.9). */
const PASS = 0.9;

export function agenticOf(report: AgenticReport): AgenticRun {
  const category = report.categories[AGENTIC_CATEGORY];
  if (!category) throw new Error('the Lighthouse report has no Agentic Browsing category');
  const failed = category.auditRefs
    .map((ref) => ref.id)
    .filter((id) => {
      const audit = report.audits[id];
      if (!audit) return true;
      return !NOT_JUDGED.has(audit.scoreDisplayMode) && (audit.score ?? 0) < PASS;
    });
  return { score: Math.round((category.score ?? Number.NaN) * 100), failed };
}

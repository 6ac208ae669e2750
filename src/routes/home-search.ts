import { z } from '@/domain/zod';

/**
 * The home page's search parameters: `?tag=` names the chosen tag. Anything else there (the
 * demo's `?latency=` and `?fail=`) is kept as it is; a tag that is not a usable string is
 * dropped rather than an error, and the list shows All.
 */
export const homeSearchSchema = z.looseObject({
  tag: z.catch(z.optional(z.string().check(z.trim(), z.minLength(1))), undefined),
});

export type HomeSearch = z.output<typeof homeSearchSchema>;

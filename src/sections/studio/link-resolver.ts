import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { describeLinkProblem, type LinkKind } from './link-problem';

/**
 * `resolver`, and a link visitors could not open refused in its field: the content file (and
 * the rules) take any text as a link, but the site shows only safe ones, so a save would drop
 * it from the site without a word.
 */
export function withLinkChecks<Input extends FieldValues, Values>(
  resolver: Resolver<Input, unknown, Values>,
  links: readonly (readonly [keyof Input & string, LinkKind])[],
): Resolver<Input, unknown, Values> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    const problems = links.flatMap(([name, kind]) => {
      const message = describeLinkProblem(String(values[name] ?? ''), kind);
      return message ? [[name, { type: 'link', message } satisfies FieldError] as const] : [];
    });
    if (problems.length === 0) return result;
    const errors = { ...result.errors, ...Object.fromEntries(problems) } as FieldErrors<Input>;
    return { values: {}, errors };
  };
}

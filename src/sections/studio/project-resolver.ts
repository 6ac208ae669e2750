import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import type { Resolver } from 'react-hook-form';
import { projectFileSchema } from '@/domain/portfolio-file';
import { withLinkChecks } from './link-resolver';
import type { ProjectInput, ProjectValues } from './project-form-values';
import { PROJECT_LINKS } from './project-labels';

const checkFields = withLinkChecks(
  standardSchemaResolver(projectFileSchema),
  PROJECT_LINKS.map((name) => [name, 'link'] as const),
);

/** The content file's schema, links visitors can open, and an id no other project has (`taken`). */
export function projectResolver(
  taken: ReadonlySet<string>,
): Resolver<ProjectInput, unknown, ProjectValues> {
  return async (values, context, options) => {
    const result = await checkFields(values, context, options);
    if (!taken.has(values.id)) return result;
    const message = 'Another project has this address already.';
    return { values: {}, errors: { ...result.errors, id: { type: 'taken', message } } };
  };
}

import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import type { Resolver } from 'react-hook-form';
import { projectFileSchema } from '@/domain/portfolio-file';
import type { ProjectInput, ProjectValues } from './project-form-values';

const checkFields = standardSchemaResolver(projectFileSchema);

/** The content file's schema, and an id no other project has (`taken`). */
export function projectResolver(
  taken: ReadonlySet<string>,
): Resolver<ProjectInput, unknown, ProjectValues> {
  return async (values, context, options) => {
    const result = await checkFields(values, context, options);
    if (!taken.has(values.id)) return result;
    const message = 'Another project has this id already.';
    return { values: {}, errors: { ...result.errors, id: { type: 'taken', message } } };
  };
}

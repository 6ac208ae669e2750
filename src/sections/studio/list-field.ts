import type { UseFormReturn } from 'react-hook-form';
import type { ProjectInput, ProjectValues } from './project-form-values';

/** The project's form, as useForm returns it. */
export type ProjectFormApi = UseFormReturn<ProjectInput, unknown, ProjectValues>;

/**
 * A list field of the project form (its tags, its images), driven the way useController drives
 * one, through the field's own register handlers (so validation, dirtiness and touch follow the
 * form's mode), but from what useForm returns: useController and useWatch would put their code
 * into the libraries file every visitor's page loads (scripts/check-budgets.ts). The
 * form re-renders on every change (it watches all its values), and this with it.
 */
export function listField(form: ProjectFormApi, name: 'tags' | 'images') {
  const { onChange, onBlur } = form.register(name);
  return {
    value: form.watch(name) ?? [],
    error: form.formState.errors[name],
    onChange: (value: string[]) => void onChange({ target: { name, value }, type: 'change' }),
    onBlur: () => void onBlur({ target: { name, value: form.getValues(name) }, type: 'blur' }),
  };
}

import { get, type FieldError, type FieldValues, type Path, type RegisterOptions, type UseFormReturn } from 'react-hook-form';

/**
 * What a field of `ui/` (TextField, SelectField, TextAreaField) takes from react-hook-form:
 * `register()`'s props and the field's message as `error`.
 *
 *   const field = fieldPropsOf(form, { onChange: clearError });
 *   <TextField label="Email" type="email" required {...field('email')} />
 */
export function fieldPropsOf<T extends FieldValues>(form: Pick<UseFormReturn<T>, 'register' | 'formState'>, options?: RegisterOptions<T>) {
  return (name: Path<T>) => ({
    ...form.register(name, options),
    error: (get(form.formState.errors, name) as FieldError | undefined)?.message,
  });
}

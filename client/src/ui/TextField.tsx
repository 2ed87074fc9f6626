import type { ComponentProps } from 'react';
import { FieldFrame, controlClasses, useField, type FieldProps } from './field-frame';

type TextFieldProps = Omit<ComponentProps<'input'>, 'className'> & FieldProps;

/** A labelled input; works with react-hook-form's `register()` (React 19 passes `ref` as a prop). */
export function TextField(props: TextFieldProps) {
  const { label, error, hint, invalid, id, className, 'aria-describedby': describedBy, ...inputProps } = props;
  const { ids, control, isInvalid } = useField({ id, hint, error, invalid, describedBy });
  return (
    <FieldFrame label={label} hint={hint} error={error} className={className} ids={ids}>
      <input {...control} className={controlClasses(isInvalid)} {...inputProps} />
    </FieldFrame>
  );
}

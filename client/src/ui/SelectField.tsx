import type { ComponentProps, ReactNode } from 'react';
import { FieldFrame, controlClasses, useField, type FieldProps } from './field-frame';

type SelectFieldProps = Omit<ComponentProps<'select'>, 'className'> & FieldProps & { children: ReactNode };

/** A labelled select, styled like TextField; works with `register()`. */
export function SelectField(props: SelectFieldProps) {
  const { label, error, hint, invalid, id, className, 'aria-describedby': describedBy, children, ...selectProps } = props;
  const { ids, control, isInvalid } = useField({ id, hint, error, invalid, describedBy });
  return (
    <FieldFrame label={label} hint={hint} error={error} className={className} ids={ids}>
      <select {...control} className={controlClasses(isInvalid)} {...selectProps}>
        {children}
      </select>
    </FieldFrame>
  );
}

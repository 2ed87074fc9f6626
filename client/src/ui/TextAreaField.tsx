import type { ComponentProps } from 'react';
import { FieldFrame, controlClasses, useField, type FieldProps } from './field-frame';

type TextAreaFieldProps = Omit<ComponentProps<'textarea'>, 'className'> & FieldProps;

/** A labelled multi-line field, styled like TextField (5 rows unless told, resizable in height only); works with `register()`. */
export function TextAreaField(props: TextAreaFieldProps) {
  const { label, error, hint, invalid, id, className, rows = 5, 'aria-describedby': describedBy, ...textAreaProps } = props;
  const { ids, control, isInvalid } = useField({ id, hint, error, invalid, describedBy });
  return (
    <FieldFrame label={label} hint={hint} error={error} className={className} ids={ids}>
      <textarea {...control} rows={rows} className={controlClasses(isInvalid, 'resize-y')} {...textAreaProps} />
    </FieldFrame>
  );
}

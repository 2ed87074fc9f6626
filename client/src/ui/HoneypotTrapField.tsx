import { useId, type ComponentProps } from 'react';
import { HONEYPOT_FIELD } from '@contract/spam';

type HoneypotTrapFieldProps = Omit<ComponentProps<'input'>, 'type' | 'tabIndex' | 'autoComplete' | 'id'>;

/**
 * The contract's spam trap (`faxNumber`): off-screen, hidden from assistive technology and skipped
 * by the keyboard, so only form-filling bots ever put something in it. Spread `register(HONEYPOT_FIELD)`.
 */
export function HoneypotTrapField(props: HoneypotTrapFieldProps) {
  const id = useId();
  return (
    <div aria-hidden="true" className="sr-only">
      <label htmlFor={id}>Fax number</label>
      <input id={id} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" {...props} />
    </div>
  );
}

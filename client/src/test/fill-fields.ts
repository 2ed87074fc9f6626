import { screen, type BoundFunctions, type queries } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';

export type TestUser = ReturnType<typeof userEvent.setup>;

/**
 * Fills a form as a visitor would, in the order given: the text typed into the input or text area
 * of that label, the option picked in a select. `scope` narrows it (`within(dialog)`).
 */
export async function fillFields(user: Pick<TestUser, 'type' | 'selectOptions'>, values: Record<string, string>, scope: Pick<BoundFunctions<typeof queries>, 'getByLabelText'> = screen) {
  for (const [label, value] of Object.entries(values)) {
    const field = scope.getByLabelText(label);
    if (field instanceof HTMLSelectElement) await user.selectOptions(field, value);
    else await user.type(field, value);
  }
}

import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import type { BillingCycle } from '@contract/catalogues/plans';
import { BillingCycleToggle } from './BillingCycleToggle';

// React's act() is used directly here (hydrateRoot, as the browser hydrates the page), not through Testing Library's render.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** The toggle with what the plan cards would show for its choice. */
function Plans() {
  const [cycle, setCycle] = useState<BillingCycle>('monthly');
  return (
    <>
      <BillingCycleToggle value={cycle} onChange={setCycle} />
      <p data-testid="shown">{cycle === 'yearly' ? '/year' : '/month'}</p>
    </>
  );
}

const radio = (container: HTMLElement, value: BillingCycle) => container.querySelector<HTMLInputElement>(`input[value="${value}"]`)!;
const shown = (container: HTMLElement) => container.querySelector('[data-testid="shown"]')!.textContent;

afterEach(() => document.body.replaceChildren());

describe('BillingCycleToggle hydrated after the visitor chose', () => {
  it("takes up Annual chosen on the server's markup before React hydrated it", async () => {
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(<Plans />);
    // The visitor clicks Annual: the browser checks it, and nothing is listening yet.
    radio(container, 'yearly').click();
    expect(shown(container)).toBe('/month');

    await act(async () => void hydrateRoot(container, <Plans />));

    expect(radio(container, 'yearly').checked).toBe(true);
    expect(radio(container, 'monthly').checked).toBe(false);
    expect(shown(container)).toBe('/year');
  });

  it('keeps Monthly when the visitor chose nothing', async () => {
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(<Plans />);
    await act(async () => void hydrateRoot(container, <Plans />));
    expect(radio(container, 'monthly').checked).toBe(true);
    expect(shown(container)).toBe('/month');
    await act(async () => radio(container, 'yearly').click());
    expect(shown(container)).toBe('/year');
  });
});

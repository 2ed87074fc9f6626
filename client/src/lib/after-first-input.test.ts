import { afterEach, describe, expect, it, vi } from 'vitest';

/** The module as a page loads it: evaluated afresh, listening from then on. */
async function freshModule() {
  vi.resetModules();
  return import('./after-first-input');
}

/** Whether the promise has settled once pending callbacks have run (no timers involved). */
async function hasSettled(promise: Promise<void>): Promise<boolean> {
  let settled = false;
  void promise.then(() => (settled = true));
  for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
  return settled;
}

afterEach(() => {
  (document.activeElement as HTMLElement | null)?.blur();
  document.body.replaceChildren();
});

describe('afterFirstInput', () => {
  it('waits while the visitor has not acted, and settles on the first key, move, touch, focus or scroll', async () => {
    const { afterFirstInput } = await freshModule();
    expect(await hasSettled(afterFirstInput())).toBe(false);
    document.body.dispatchEvent(new Event('keydown', { bubbles: true }));
    expect(await hasSettled(afterFirstInput())).toBe(true);
  });

  it('counts a click that no pointer or key event came before (a screen reader activating a link)', async () => {
    const { afterFirstInput } = await freshModule();
    const link = document.body.appendChild(document.createElement('a'));
    link.click();
    expect(await hasSettled(afterFirstInput())).toBe(true);
  });

  it('counts an input made before anything asked (the page acted on while React hydrates)', async () => {
    const { afterFirstInput } = await freshModule();
    // A field filled in right after the page loads, before hydration reaches the form.
    const field = document.createElement('input');
    document.body.append(field);
    field.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(await hasSettled(afterFirstInput())).toBe(true);
  });

  it('counts focus already inside the page when its script runs', async () => {
    const field = document.createElement('input');
    document.body.append(field);
    field.focus();
    expect(document.activeElement).toBe(field);
    const { afterFirstInput } = await freshModule();
    expect(await hasSettled(afterFirstInput())).toBe(true);
  });
});

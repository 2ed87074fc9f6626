import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { afterHydrationTurns, startHydrationTurns } from './hydration-turns';
import { markHydratingServerHtml, markServerHtmlHydrated } from './server-html';
import { useBrowserValue } from './use-after-hydration';

let stored = 'kept in this browser';

function Probe({ label }: { label: string }) {
  const value = useBrowserValue(() => stored);
  return <p>{`${label}: ${value ?? 'not read yet'}`}</p>;
}

afterEach(() => markServerHtmlHydrated());

describe('useBrowserValue', () => {
  it('reads at once on a page the browser renders', () => {
    render(<Probe label="shell" />);
    expect(screen.getByText('shell: kept in this browser')).toBeTruthy();
  });

  it('renders like the server while hydrating server HTML, reads once every part has hydrated, and at once on the pages after', async () => {
    markHydratingServerHtml();
    startHydrationTurns();
    void afterHydrationTurns().then(markServerHtmlHydrated);
    render(<Probe label="hydrated" />);
    expect(screen.getByText('hydrated: not read yet')).toBeTruthy();

    stored = 'read after hydration';
    await act(() => afterHydrationTurns());
    expect(await screen.findByText('hydrated: read after hydration')).toBeTruthy();

    // A page the visitor moves to afterwards has nothing to match.
    render(<Probe label="next page" />);
    expect(screen.getByText('next page: read after hydration')).toBeTruthy();
  });
});

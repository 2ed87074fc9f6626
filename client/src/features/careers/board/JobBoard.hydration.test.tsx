import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { activeJobsQuery } from '@/features/careers/api/use-active-jobs';
import { buildJob } from '@/features/careers/test-jobs';
import { JobBoard } from './JobBoard';

// React's act() is used directly here (hydrateRoot, as the browser hydrates the board), not through Testing Library's render.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const jobs = [
  buildJob({ title: 'Bookkeeper (QuickBooks Online)', type: 'Remote', location: 'Davao City, Davao del Sur' }),
  buildJob({ title: 'Technical Support Specialist', type: 'On-site', location: 'Makati City, Metro Manila' }),
  buildJob({ title: 'Medical Billing Specialist', type: 'Hybrid', location: 'Makati City, Metro Manila' }),
];

/** The board as the server rendered it, and as the browser hydrates it: from the jobs the page came with. */
function board() {
  const client = new QueryClient();
  client.setQueryData(activeJobsQuery().queryKey, { status: 200, body: { jobs }, headers: new Headers() });
  return (
    <MemoryRouter>
      <QueryClientProvider client={client}>
        <JobBoard />
      </QueryClientProvider>
    </MemoryRouter>
  );
}

const shownTitles = (container: HTMLElement) => [...container.querySelectorAll('ul[aria-label="Jobs"] h3')].map((heading) => heading.textContent);

function selectNamed(container: HTMLElement, label: string): HTMLSelectElement {
  const labelElement = [...container.querySelectorAll('label')].find((element) => element.textContent === label);
  return container.querySelector<HTMLSelectElement>(`#${CSS.escape(labelElement!.htmlFor)}`)!;
}

afterEach(() => document.body.replaceChildren());

describe('JobBoard hydrated after the visitor has typed or chosen (decision 0227)', () => {
  it("applies the search and the choices made in the server's markup before its code arrived", async () => {
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(board());
    expect(shownTitles(container)).toHaveLength(3);

    // The visitor acts on the server's markup: nothing is listening yet.
    container.querySelector<HTMLInputElement>('input[type="search"]')!.value = 'specialist';
    selectNamed(container, 'Job type').value = 'On-site';
    expect(shownTitles(container)).toHaveLength(3);

    await act(async () => void hydrateRoot(container, board()));

    expect(container.querySelector<HTMLInputElement>('input[type="search"]')!.value).toBe('specialist');
    expect(selectNamed(container, 'Job type').value).toBe('On-site');
    expect(shownTitles(container)).toEqual(['Technical Support Specialist']);
  });

  it('changes nothing when the visitor has not touched the filters', async () => {
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(board());
    const before = shownTitles(container);
    await act(async () => void hydrateRoot(container, board()));
    expect(shownTitles(container)).toEqual(before);
    expect(container.querySelector<HTMLInputElement>('input[type="search"]')!.value).toBe('');
  });
});

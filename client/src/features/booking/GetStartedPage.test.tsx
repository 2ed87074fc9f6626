import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { storeSubscription } from '@/lib/subscription-store';
import { renderRoutes } from '@/test/render';
import { GetStartedPage } from './GetStartedPage';
import { juniorTechnical } from './test-subscription';

function renderGetStarted(fromServerHtml?: (serverHtml: HTMLElement) => void) {
  return renderRoutes({
    fromServerHtml,
    initialEntries: ['/pricing', '/getstarted'],
    routes: [
      { path: '/', element: <p>Home page</p> },
      { path: '/pricing', element: <p>Pricing page</p> },
      { path: '/getstarted', element: <GetStartedPage /> },
      { path: '/purchasedisclaimer', element: <p>Disclaimer page</p> },
    ],
  });
}

describe('GetStartedPage', () => {
  it('redirects to / replacing the history entry when no subscription is stored', async () => {
    const { router } = renderGetStarted();
    expect(await screen.findByText('Home page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('shows the guidelines, the chosen subscription, the four steps and the booking form', async () => {
    storeSubscription(juniorTechnical);
    renderGetStarted();
    expect(
      screen.getByRole('heading', { level: 1, name: 'welcome to our client subscription & booking process guidelines' }),
    ).toBeTruthy();
    expect(screen.getByText('to ensure a smooth and efficient process, please follow the steps below:')).toBeTruthy();

    const summary = screen.getByRole('heading', { name: 'Your selected subscription' }).parentElement?.parentElement;
    expect(summary?.textContent).toContain('Junior Technical');
    expect(summary?.textContent).toContain('2 talents');
    expect(summary?.textContent).toContain('Monthlyfor 1 month');
    expect(summary?.textContent).toContain('$4,000');

    const stepsRegion = screen.getByRole('region', { name: 'Four steps to your new team' });
    const [stepList] = within(stepsRegion).getAllByRole('list');
    expect(stepList?.tagName).toBe('OL');
    expect(stepList?.children).toHaveLength(4);
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Contact Information Submission',
      'Setting the Booking Date',
      'Strategic Service Alignment',
      'Contract Agreement Signing',
    ]);
    expect(screen.getAllByText(/^Note:/)).toHaveLength(4);
    expect(await screen.findByRole('heading', { name: 'initial booking form' })).toBeTruthy();
  });

  it('Pay now, offered to new buyers and customers alike, stores the subscription and goes to /purchasedisclaimer', async () => {
    storeSubscription(juniorTechnical);
    const user = userEvent.setup();
    const { router } = renderGetStarted();
    expect(screen.getByRole('heading', { name: 'Pay Now' })).toBeTruthy();
    expect(screen.getByText('Ready to start? Pay for the subscription you chose; booking a call first is optional.')).toBeTruthy();
    expect(screen.getByText('New here? You create your account on the next page. Already a customer? Log in there instead.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Pay now' }));
    expect(await screen.findByText('Disclaimer page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/purchasedisclaimer');
    expect(JSON.parse(localStorage.getItem('subscription') ?? 'null')).toEqual(juniorTechnical);
  });
});

describe('GetStartedPage as prerendered HTML', () => {
  it('holds the summary\'s place with a note pointing to the pricing page, then shows the stored plan once hydrated', async () => {
    storeSubscription(juniorTechnical);
    renderGetStarted((serverHtml) => {
      expect(within(serverHtml).getByRole('link', { name: 'pricing page' }).getAttribute('href')).toBe('/pricing');
    });
    const summary = (await screen.findByText('Junior Technical')).closest('div.rounded-2xl');
    expect(summary?.textContent).toContain('2 talents');
    expect(screen.queryByRole('link', { name: 'pricing page' })).toBeNull();
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { company } from '@contract/catalogues/company';
import { serviceRoleKeys, serviceRoles } from '@contract/catalogues/service-roles';
import { renderRoutes } from '@/test/render';
import { getRoleContent } from './role-content';
import { ServiceOfferPage, serviceOfferLoader } from './ServiceOfferPage';
import { whyChoosePoints } from './offer/WhyChooseUs';

const routes = [
  { path: '/services/:role', Component: ServiceOfferPage, loader: serviceOfferLoader },
  { path: '/pricing', element: <h1>Pricing page</h1> },
  { path: '/', element: <h1>Home page</h1> },
];

/**
 * Opens a role page as the router does: its loader reads the role's copy, then the page renders;
 * the part under the hero has a chunk of its own (ui/deferred-part), which shows once loaded.
 */
async function renderRole(param: string) {
  const rendered = renderRoutes({ routes, initialEntries: [`/services/${param}`] });
  await screen.findByRole('heading', { level: 1 });
  await screen.findByRole('heading', { name: /^Interested in Hiring / });
  return rendered;
}

describe('ServiceOfferPage', () => {
  it('renders every one of the 44 catalogue roles with its title and content', async () => {
    expect(serviceRoleKeys).toHaveLength(44);
    for (const key of serviceRoleKeys) {
      const role = serviceRoles.find((candidate) => candidate.key === key)!;
      const content = getRoleContent(key)!;
      const { unmount } = await renderRole(key);

      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(`Find top-tier ${role.name} from the Philippines.`);
      expect(document.title).toBe(`${role.name} | ${company.brand}`);
      expect(screen.getByText(content.subtitle)).toBeTruthy();
      expect(within(screen.getByRole('figure')).getByText('Save up to 70%')).toBeTruthy();
      expect(screen.getByRole('heading', { name: 'Junior (0-2 years)' })).toBeTruthy();
      expect(screen.getByText(content.juniorJobDesc)).toBeTruthy();
      expect(screen.getByRole('heading', { name: 'Senior (5+ years)' })).toBeTruthy();
      expect(screen.getByText(content.seniorJobDesc)).toBeTruthy();
      expect(screen.getByText('Talent with 3-4 years of experience is offered on the junior plans, at the junior rate.')).toBeTruthy();
      expect(screen.getByText(content.jobDesc)).toBeTruthy();
      for (const item of [...content.responsibilities, ...content.benefits]) expect(screen.getByText(item), key).toBeTruthy();
      expect(screen.getByRole('heading', { name: `Interested in Hiring ${role.name}?` })).toBeTruthy();
      unmount();
    }
    // 44 full page renders: several seconds on a busy two-core machine, so more than the default 5 s.
  }, 30_000);

  it('shows the hire points, three company logos and the six reasons to choose the brand', async () => {
    await renderRole('virtual_assistants');
    for (const point of ['Experts who match your requirements', 'Fluent English', 'Works in your time zone', 'Great attitude', 'Strong work ethic']) {
      expect(screen.getByRole('heading', { name: point })).toBeTruthy();
    }
    const logos = within(screen.getByRole('region', { name: 'Experience with reputable companies' })).getAllByRole('img');
    expect(logos.map((logo) => logo.getAttribute('alt'))).toEqual(['Northwind Health', 'Summit Ledger', 'Bluecrest Retail']);

    const why = screen.getByRole('region', { name: `Why choose ${company.brand}` });
    const reasons = within(why).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(reasons).toEqual(['Pre-vetted talents', 'Fluent in English', 'Time zone flexibility', 'Skilled and educated', 'Ongoing support', 'Long-term commitment']);
    expect(whyChoosePoints.every((point) => point.text.length > 20)).toBe(true);
  });

  it('has exactly one h1 and no skipped heading levels', async () => {
    await renderRole('medical_coders');
    const levels = screen.getAllByRole('heading').map((heading) => Number(heading.tagName.slice(1)));
    expect(levels.filter((level) => level === 1)).toHaveLength(1);
    levels.forEach((level, index) => {
      if (index > 0) expect(level - levels[index - 1]!).toBeLessThanOrEqual(1);
    });
  });

  it('normalizes the route parameter: lowercase, spaces to underscores', async () => {
    await renderRole('Sales%20Developement%20Representatives');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Find top-tier Sales Development Representatives from the Philippines.');
  });

  it('prices the junior and senior levels on the plans of the role’s track, in the chosen region, with their rate for extra hours', async () => {
    window.localStorage.setItem('region', 'AU');
    await renderRole('full_stack_engineers');
    expect(screen.getByText('Junior Technical plan:', { exact: false }).textContent).toBe(
      'Junior Technical plan: AUD 2,490 per talent per month. Extra and weekend hours: AUD 21.55 an hour per talent. Compare plans',
    );
    expect(screen.getByText('Senior Technical plan:', { exact: false }).textContent).toBe(
      'Senior Technical plan: AUD 3,270 per talent per month. Extra and weekend hours: AUD 28.30 an hour per talent. Compare plans',
    );
  });

  it("sends 'Hire today' to the plans on /pricing", async () => {
    const { router } = await renderRole('bookkeepers');
    await userEvent.click(screen.getByRole('link', { name: 'Hire today' }));
    expect(router.state.location.pathname).toBe('/pricing');
  });

  it("sends 'Get started' to the home page with the pricing section as its scroll target", async () => {
    const { router } = await renderRole('bookkeepers');
    await userEvent.click(screen.getByRole('link', { name: 'Get started' }));
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.location.state).toEqual({ scrollTo: 'pricing' });
  });

  it('shows the not-found content for an unknown role', async () => {
    renderRoutes({ routes, initialEntries: ['/services/astronauts'] });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeTruthy();
    expect(screen.getByText('The requested page could not be found.')).toBeTruthy();
    expect(screen.queryByText(/Find top-tier/)).toBeNull();
    expect(document.title).toBe(`Page Not Found | ${company.brand}`);
  });
});

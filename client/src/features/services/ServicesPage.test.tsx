import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { company } from '@contract/catalogues/company';
import { findServiceRole, serviceCategories, serviceRoleKeys } from '@contract/catalogues/service-roles';
import { routes as appRoutes } from '@/app/router';
import { renderRoutes } from '@/test/render';
import { categoryOfRole } from './categories';
import { featuredServices, getRoleContent } from './role-content';
import { ServicesPage } from './ServicesPage';

function renderPage(entry = '/services') {
  return renderRoutes({ routes: [{ path: '/services', Component: ServicesPage }], initialEntries: [entry] });
}

function cardTitles(): string[] {
  return within(screen.getByRole('list', { name: 'Featured services' }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent ?? '');
}

/** A /services/{x} link resolves when the contract finds the role and the content catalogue has its copy. */
function expectResolves(href: string) {
  const param = decodeURIComponent(href.replace(/^\/services\//, ''));
  const role = findServiceRole(param);
  expect(role, href).toBeDefined();
  expect(getRoleContent(role!.key), href).toBeDefined();
}

describe('ServicesPage', () => {
  it('shows the intro, the 15 service cards and a link to pricing', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1 })).toBeTruthy();
    expect(document.title).toBe(`Services | ${company.brand}`);
    expect(cardTitles()).toEqual(featuredServices.map((service) => service.title));
    expect(screen.getByRole('link', { name: /See plans and pricing/ }).getAttribute('href')).toBe('/pricing');
  });

  it('offers All services and the six categories in a labelled dropdown', () => {
    renderPage();
    const select = screen.getByRole('combobox', { name: 'Service category' });
    const options = within(select).getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['All services', ...serviceCategories.map((category) => category.name)]);
    expect((select as HTMLSelectElement).value).toBe('');
  });

  it('filters the cards by category and lists every role of that category', async () => {
    const { router } = renderPage();
    for (const category of serviceCategories) {
      await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Service category' }), category.key);
      const expected = featuredServices.filter((service) => categoryOfRole(service.roleKey)?.key === category.key);
      expect(expected.length, category.key).toBeGreaterThan(0);
      expect(cardTitles(), category.key).toEqual(expected.map((service) => service.title));
      expect(router.state.location.search).toBe(`?category=${category.key}`);
      const allRoles = screen.getByRole('heading', { name: `Every ${category.name} role we staff` }).parentElement!;
      expect(within(allRoles).getAllByRole('link').map((link) => link.textContent)).toEqual(category.roles.map((role) => role.name));
    }
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Service category' }), '');
    expect(cardTitles()).toHaveLength(15);
    expect(router.state.location.search).toBe('');
  });

  it('starts filtered when the URL names a category', () => {
    renderPage('/services?category=healthcare');
    expect(cardTitles()).toEqual(['Medical Billers', 'Medical Coders']);
  });

  it('shows all 15 cards for an unknown category in the URL', () => {
    renderPage('/services?category=astronauts');
    expect(cardTitles()).toHaveLength(15);
    expect((screen.getByRole('combobox', { name: 'Service category' }) as HTMLSelectElement).value).toBe('');
  });

  it('links every card and role on the page to a catalogue entry', async () => {
    renderPage();
    const cardLinks = screen.getAllByRole('link').filter((link) => link.getAttribute('href')?.startsWith('/services/'));
    expect(cardLinks).toHaveLength(15);
    cardLinks.forEach((link) => expectResolves(link.getAttribute('href')!));
    for (const category of serviceCategories) {
      await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Service category' }), category.key);
      screen
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')!)
        .filter((href) => href.startsWith('/services/'))
        .forEach(expectResolves);
    }
  });

  it('resolves every role of the navbar’s Services dropdown, in the real app', async () => {
    for (const category of serviceCategories) for (const role of category.roles) expectResolves(`/services/${role.key}`);

    renderRoutes({ routes: appRoutes, initialEntries: ['/services'] });
    await screen.findByRole('heading', { level: 1, name: /Remote professionals/ });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await userEvent.click(within(nav).getAllByRole('button', { name: 'Services' })[0]!);
    const hrefs = within(nav)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href')!)
      .filter((href) => href.startsWith('/services/'));
    expect(new Set(hrefs).size).toBe(serviceRoleKeys.length);
    hrefs.forEach(expectResolves);
  });

  it('opens a role page from a card through the real routes', async () => {
    renderRoutes({ routes: appRoutes, initialEntries: ['/services'] });
    await userEvent.click(await screen.findByRole('link', { name: 'Medical Coders' }));
    // The page and its category's copy are downloaded on this first visit: allow for a busy machine.
    const heading = await screen.findByRole('heading', { level: 1, name: 'Find top-tier Medical Coders from the Philippines.' }, { timeout: 5_000 });
    expect(heading).toBeTruthy();
  });
});

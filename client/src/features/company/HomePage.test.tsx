import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { HomePage } from './HomePage';

function renderHome() {
  return renderWithProviders(
    <HomePage pricingSection={<p>Stand-in plan cards</p>} contactSection={<form aria-label="Stand-in contact form" />} />,
  );
}

describe('HomePage', () => {
  it('has one h1 and the hero calls to action', () => {
    renderHome();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Explore services' }).getAttribute('href')).toBe('/services');
    expect(screen.getByText('Save up to 70% against local US wages')).toBeTruthy();
  });

  it('lists the five hiring steps in order', async () => {
    renderHome();
    const section = await screen.findByRole('region', { name: 'Our hiring process in 5 steps' });
    const steps = within(section)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent?.replace(/^Step \d: /, ''));
    expect(steps).toEqual([
      'Job requirement analysis',
      'Candidate sourcing',
      'Screening and shortlisting',
      'Interviews and evaluation',
      'Final interview',
    ]);
  });

  it('shows onboarding and operations', async () => {
    renderHome();
    await screen.findByRole('heading', { level: 3, name: 'Onboarding' });
    for (const title of ['Onboarding', 'Product training', 'E-learning', 'Business management', 'Team performance', 'Workforce planning']) {
      expect(screen.getByRole('heading', { level: 3, name: title })).toBeTruthy();
    }
  });

  it('links to the company story and the services', async () => {
    renderHome();
    expect((await screen.findByRole('link', { name: 'Read our story' })).getAttribute('href')).toBe('/about');
    expect(screen.getByRole('link', { name: 'View all services' }).getAttribute('href')).toBe('/services');
  });

  it('renders the given pricing and contact nodes inside the #pricing and #contact sections', async () => {
    renderHome();
    await screen.findByText('Stand-in plan cards');
    const pricing = document.getElementById('pricing');
    const contact = document.getElementById('contact');
    expect(pricing && within(pricing).getByText('Stand-in plan cards')).toBeTruthy();
    expect(contact && within(contact).getByRole('form', { name: 'Stand-in contact form' })).toBeTruthy();
    expect(contact && within(contact).getByRole('heading', { level: 2, name: 'Message Us' })).toBeTruthy();
  });

  it("'Get started' asks the scroll manager for the pricing section", async () => {
    const { router } = renderHome();
    await userEvent.click(screen.getByRole('link', { name: 'Get started' }));
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.location.state).toEqual({ scrollTo: 'pricing' });
  });
});

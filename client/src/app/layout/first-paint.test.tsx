import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PricingPlans } from '@/features/pricing/PricingPlans';
import { writeRaw, storageKeys } from '@/lib/storage';
import { customer, renderWithProviders } from '@/test/render';
import { Navbar } from './Navbar';

/** What a signed-in AU customer's first paint (the server's HTML, before React has read local storage) shows. */
describe('the first paint, before the stored session and region are read', () => {
  it("keeps 'Log in' and the country unseen in the server's HTML, then shows a signed-in customer Logout and their country", async () => {
    writeRaw(storageKeys.region, 'AU');
    // Read at once: hydration then changes these very elements.
    let firstPaint = { loginUnseen: false, countryUnseen: false };
    renderWithProviders(<Navbar />, {
      user: customer,
      fromServerHtml: (html) => {
        const login = [...html.querySelectorAll('button')].find((button) => button.textContent?.trim() === 'Log in');
        firstPaint = {
          loginUnseen: login?.hasAttribute('data-awaits-stored') === true,
          countryUnseen: html.querySelector('#country-select')?.parentElement?.hasAttribute('data-awaits-stored') === true,
        };
      },
    });
    // The server renders for a visitor in the US, so those parts must not be seen.
    expect(firstPaint).toEqual({ loginUnseen: true, countryUnseen: true });

    expect(await screen.findByRole('button', { name: 'Logout' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Log in' })).toBeNull();
    expect((screen.getByLabelText('Country') as HTMLSelectElement).value).toBe('AU');
    expect(document.querySelector('[data-awaits-stored]')).toBeNull();
  });

  it('keeps the prices unseen until the region is read, then shows them in its currency', async () => {
    writeRaw(storageKeys.region, 'AU');
    let unseenPrices = 0;
    renderWithProviders(<PricingPlans />, {
      fromServerHtml: (html) => {
        unseenPrices = html.querySelectorAll('[data-testid="unit-price"][data-awaits-stored]').length;
      },
    });
    expect(unseenPrices).toBeGreaterThan(0);
    await waitFor(() => expect(screen.getAllByTestId('unit-price')[0]?.textContent).toMatch(/^AUD /));
    expect(document.querySelector('[data-awaits-stored]')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { bookingRoutes } from '@/features/booking/routes';
import { storageKeys } from '@/lib/storage';
import { bookingPagePaths, isBookingPageWithoutPlan, subscriptionStorageKey } from './boot-redirect';

const storing = (items: Record<string, string>) => ({ getItem: (key: string) => items[key] ?? null });

describe('isBookingPageWithoutPlan (the boot script sends such a visitor home before the app loads)', () => {
  it('names the booking routes and the storage key the app itself uses', () => {
    expect(bookingPagePaths).toEqual(bookingRoutes.map((route) => `/${route.path}`));
    expect(subscriptionStorageKey).toBe(storageKeys.subscription);
  });

  it('is true on a booking page, however spelled, when no plan is stored', () => {
    for (const path of ['/getstarted', '/purchasedisclaimer', '/GetStarted/', '/PURCHASEDISCLAIMER']) {
      expect(isBookingPageWithoutPlan(path, storing({})), path).toBe(true);
    }
  });

  it('leaves a stored value to the page, even one that is not a valid plan', () => {
    expect(isBookingPageWithoutPlan('/getstarted', storing({ subscription: '{"plan":"x"}' }))).toBe(false);
    expect(isBookingPageWithoutPlan('/getstarted', storing({ subscription: 'not json' }))).toBe(false);
  });

  it('is false on every other page, and where storage cannot be read', () => {
    expect(isBookingPageWithoutPlan('/pricing', storing({}))).toBe(false);
    expect(isBookingPageWithoutPlan('/getstarted-now', storing({}))).toBe(false);
    expect(isBookingPageWithoutPlan('/getstarted', undefined)).toBe(false);
    const refusing = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    expect(isBookingPageWithoutPlan('/getstarted', refusing)).toBe(false);
  });
});

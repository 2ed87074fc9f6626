/**
 * The booking pages are about the plan chosen on /pricing, which this browser keeps; the spec sends a
 * visitor who chose none to / (replacing history). When nothing at all is stored, the boot script
 * knows it before any of the app downloads, and loads home as the server rendered it: the booking
 * page's app would otherwise draw home from scratch, every part of it at once (decision 0231). A
 * stored value that is not a valid plan is left to the page, which reads it against the contract
 * (features/booking/SubscriptionPage.tsx). Imported by boot.ts only: nothing of the app comes with it.
 */

/** The booking pages' paths, as the router matches them (lower case, no trailing slash). */
export const bookingPagePaths = ['/getstarted', '/purchasedisclaimer'];

/** Where the chosen plan is kept (`storageKeys.subscription`). */
export const subscriptionStorageKey = 'subscription';

/** Whether this address is a booking page and this browser keeps no plan at all. */
export function isBookingPageWithoutPlan(pathname: string, storage: Pick<Storage, 'getItem'> | undefined): boolean {
  const path = pathname.toLowerCase().replace(/\/+$/, '');
  if (!bookingPagePaths.includes(path)) return false;
  try {
    return storage?.getItem(subscriptionStorageKey) === null;
  } catch {
    // Storage refused (a privacy setting): the page decides once it can tell.
    return false;
  }
}

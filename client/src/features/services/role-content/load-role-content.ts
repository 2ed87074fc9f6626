import { serviceCategories, type ServiceRoleKey } from '@contract/catalogues/service-roles';
import type { RoleContent, ServiceCategoryKey } from './types';

/**
 * A role page downloads only its category's copy (one of six chunks), not all 44 roles'. The
 * promise of each category is kept and marked fulfilled once loaded, the way React's `use()`
 * reads an already settled promise without suspending: after `preloadRoleContent` (the server
 * before rendering, the browser before hydrating) the page renders at once, as on the server.
 */
const loaders: Record<ServiceCategoryKey, () => Promise<Partial<Record<ServiceRoleKey, RoleContent>>>> = {
  operations_and_support: async () => (await import('./operations-and-support')).operationsAndSupportContent,
  digital_marketing: async () => (await import('./digital-marketing')).digitalMarketingContent,
  sales: async () => (await import('./sales')).salesContent,
  accounting_and_finance: async () => (await import('./accounting-and-finance')).accountingAndFinanceContent,
  engineering_and_it: async () => (await import('./engineering-and-it')).engineeringAndItContent,
  healthcare: async () => (await import('./healthcare')).healthcareContent,
};

type Tracked<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T };

/** Marks the promise with its outcome as React's `use()` expects, so a settled one is read at once. */
function tracked<T>(promise: Promise<T>): Tracked<T> {
  const marked: Tracked<T> = promise;
  marked.status = 'pending';
  marked.then(
    (value) => Object.assign(marked, { status: 'fulfilled', value }),
    () => Object.assign(marked, { status: 'rejected' }),
  );
  return marked;
}

const categories = new Map<ServiceCategoryKey, Promise<Partial<Record<ServiceRoleKey, RoleContent>>>>();
const roles = new Map<ServiceRoleKey, Tracked<RoleContent | undefined>>();

function categoryOf(roleKey: ServiceRoleKey): ServiceCategoryKey {
  return serviceCategories.find((category) => category.roles.some((role) => role.key === roleKey))!.key;
}

/** The copy of one role, for `use()`: the same promise on every call. */
export function roleContentPromise(roleKey: ServiceRoleKey): Promise<RoleContent | undefined> {
  let promise = roles.get(roleKey);
  if (!promise) {
    const category = categoryOf(roleKey);
    let content = categories.get(category);
    if (!content) {
      content = loaders[category]();
      categories.set(category, content);
    }
    promise = tracked(content.then((loaded) => loaded[roleKey]));
    roles.set(roleKey, promise);
  }
  return promise;
}

/** Loads a role's copy before rendering, so the first render needs no Suspense fallback. */
export async function preloadRoleContent(roleKey: ServiceRoleKey): Promise<void> {
  await roleContentPromise(roleKey);
}

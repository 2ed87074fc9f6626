/**
 * A builder of the records tests feed the page: `defaults()`, a fresh record each time (a test may
 * change its copy), with what the test is about overridden.
 *
 *   export const buildRefund = builder<Refund>(() => ({ _id: 'r-1', … }));
 *   buildRefund({ status: 'failed' });
 */
export function builder<T>(defaults: () => T): (overrides?: Partial<T>) => T {
  return (overrides = {}) => ({ ...defaults(), ...overrides });
}

import type { EmulatorClock } from './clock.js';
import type { EventDispatcher } from './events.js';
import type { EmulatorStore } from './store.js';

/** What every operation of the emulator works with; `baseUrl` is known once the server listens. */
export interface EmulatorContext {
  store: EmulatorStore;
  clock: EmulatorClock;
  events: EventDispatcher;
  baseUrl: string;
}

import type { onRequestHookHandler, onSendHookHandler, RouteOptions } from 'fastify';

/**
 * For a plugin's `onRoute` hook: puts `hook` first among the route's own hooks of that phase, where
 * a hook added to the whole app would have run. A plugin attaching its hooks route by route leaves
 * alone the routes that need none, which then skip the phase (decision 0236).
 */
export function prependRouteHook(route: RouteOptions, phase: 'onRequest', hook: onRequestHookHandler): void;
export function prependRouteHook(route: RouteOptions, phase: 'onSend', hook: onSendHookHandler): void;
export function prependRouteHook(route: RouteOptions, phase: 'onRequest' | 'onSend', hook: onRequestHookHandler | onSendHookHandler): void {
  const own: unknown = route[phase];
  route[phase] = [hook, ...(own === undefined ? [] : Array.isArray(own) ? own : [own])] as never;
}

import type { AppRoute } from '@ts-rest/core';
import type { FastifyInstance, RouteOptions } from 'fastify';

/**
 * Who may call a route, as its auth guard says: nobody signed in, any account, a customer's (or an
 * admin's) account, a talent's, an admin, or either (a token changes the answer).
 */
export type RouteAccess = 'public' | 'user' | 'customer' | 'talent' | 'admin' | 'optional';

export interface RouteGuards {
  accessOf(route: AppRoute): RouteAccess;
}

type Hook = NonNullable<RouteOptions['preHandler']>;

/**
 * Records, for every contract route the server registers from now on, which guard of
 * `plugins/auth-guard.ts` it runs. The API document is built from this, so it states what the
 * server enforces rather than what someone remembered to write down. Call it on the root
 * instance, after the auth guard and before the feature routes.
 */
export function collectRouteGuards(app: FastifyInstance): RouteGuards {
  const access = new Map<AppRoute, RouteAccess>();
  app.addHook('onRoute', (route) => {
    const appRoute = (route.config as { tsRestRoute?: AppRoute } | undefined)?.tsRestRoute;
    if (!appRoute) return;
    const hooks = [route.preHandler, route.onRequest, route.preValidation]
      .flatMap((hook: Hook | Hook[] | undefined) => (hook === undefined ? [] : Array.isArray(hook) ? hook : [hook])) as unknown[];
    // A route open to customers and admins (…OrAdmin) is documented by who may call it at all.
    const guarded = (...guards: unknown[]) => guards.some((guard) => hooks.includes(guard));
    const kind: RouteAccess = guarded(app.requireAdmin)
      ? 'admin'
      : guarded(app.requireTalent)
        ? 'talent'
        : guarded(app.requireCustomer)
          ? 'customer'
          : guarded(app.requireUser, app.requireUserOrAdmin)
            ? 'user'
            : guarded(app.identifyUser, app.identifyUserOrAdmin)
              ? 'optional'
              : 'public';
    access.set(appRoute, kind);
  });
  return {
    accessOf: (route) => access.get(route) ?? 'public',
  };
}

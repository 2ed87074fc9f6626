import type { ComponentType, ReactElement, ReactNode } from 'react';
import { withDataLayer } from '@/lib/with-data-layer';
import { deferredPart } from './deferred-part';

/**
 * A public page's form as one element, made once at module level: a deferred part (ui/deferred-part.tsx)
 * whose chunk brings the data layer it sends through; React hydrates the server's form when it
 * arrives, keeping what was typed meanwhile (docs/decisions.md, "Forms on public pages").
 */
export function deferredForm<Props extends object>(load: () => Promise<ComponentType<Props>>, props: Props, fallback?: ReactNode): ReactElement {
  return deferredPart(withDataLayer(load), props, fallback);
}

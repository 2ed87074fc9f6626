import { lazy, Suspense, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { afterFirstInput } from '@/lib/after-first-input';

/**
 * A public page's form as one element, made once at module level: its code is a chunk fetched once
 * the visitor first acts on the page (lib/after-first-input.ts) and React hydrates the server's
 * form when it arrives (docs/decisions.md, "Forms on public pages"). Being one element for every
 * render, a re-render of the page (a stored value read after hydration) leaves the waiting boundary
 * alone instead of making React render it afresh.
 */
export function deferredForm<Props extends object>(load: () => Promise<ComponentType<Props>>, props: Props, fallback?: ReactNode): ReactElement {
  const Form = lazy(async () => {
    await afterFirstInput();
    return { default: await load() };
  });
  return (
    <Suspense fallback={fallback}>
      <Form {...props} />
    </Suspense>
  );
}

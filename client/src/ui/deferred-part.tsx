import { lazy, memo, Suspense, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { afterFirstInput } from '@/lib/after-first-input';

type Loaded<Props> = { default: ComponentType<Props> };

/**
 * What `React.lazy` is handed once the code is there: a thenable that calls back at once, so React
 * renders the part in the same pass instead of suspending for a tick (which would show the
 * fallback for a moment after a navigation). A Promise always calls back later, hence the cast.
 */
function alreadyLoaded<Props>(loaded: Loaded<Props>): Promise<Loaded<Props>> {
  return { then: (onLoaded: (value: Loaded<Props>) => unknown) => onLoaded(loaded) } as unknown as Promise<Loaded<Props>>;
}

/**
 * A component whose code is fetched once the visitor first acts on the page (lib/after-first-input.ts:
 * a move, touch, key, focus or scroll), made once at module level. Rendered before its code has
 * arrived it suspends; rendered after, it shows at once.
 */
export function afterFirstInputComponent<Props extends object>(load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  let loaded: Loaded<Props> | undefined;
  const loading = afterFirstInput()
    .then(load)
    .then((component) => (loaded = { default: component }));
  // A chunk that fails to load is the error of the part where it renders (the route's error boundary), not an unhandled rejection.
  loading.catch(() => undefined);
  return lazy(() => (loaded ? alreadyLoaded(loaded) : loading));
}

/**
 * A part of a server-rendered page that its first screen does not need live (what lies below it,
 * the footer, a closed menu, a form), as a component made once at module level. Its code is
 * fetched when the visitor first acts on the page, and until then React leaves the server's
 * markup of the part as it is, shown but not hydrated (its links work as plain links), so loading
 * the page spends neither the download nor the main thread on it (docs/decisions/0206). A page the
 * browser renders itself, or reaches by navigating, has it at once.
 *
 * The component is memoized: a re-render around the waiting part with the same props (elements
 * made once, at module level) leaves it alone; new props would make React render it afresh, in
 * place of the server's markup.
 */
export function deferredComponent<Props extends object>(load: () => Promise<ComponentType<Props>>, fallback?: ReactNode): ComponentType<Props> {
  const Part = afterFirstInputComponent(load);
  return memo(function DeferredPart(props: Props) {
    return (
      <Suspense fallback={fallback}>
        <Part {...props} />
      </Suspense>
    );
  });
}

/** A deferred part (see deferredComponent) as one element with its props, for a module-level constant. */
export function deferredPart<Props extends object>(load: () => Promise<ComponentType<Props>>, props: Props, fallback?: ReactNode): ReactElement {
  const Deferred = deferredComponent(load, fallback);
  return <Deferred {...props} />;
}

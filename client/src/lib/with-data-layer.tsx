import type { ComponentType } from 'react';

/**
 * Loads a component together with the data layer (lib/data-layer.tsx) and renders it inside, for a
 * part that calls the API and is loaded only when it is needed (a form, the login panel). Imports
 * nothing of React Query itself, so the page that names the part does not.
 */
export function withDataLayer<Props extends object>(load: () => Promise<ComponentType<Props>>): () => Promise<ComponentType<Props>> {
  return async () => {
    const [{ DataLayer }, Component] = await Promise.all([import('./data-layer'), load()]);
    return function WithDataLayer(props: Props) {
      return (
        <DataLayer>
          <Component {...props} />
        </DataLayer>
      );
    };
  };
}

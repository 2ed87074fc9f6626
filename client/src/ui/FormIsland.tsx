import { Suspense, use, useEffect, useLayoutEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { rendersLikeServer } from '@/lib/server-html';

/**
 * A form whose code (react-hook-form, the contract's zod schemas, the API client: some 35 kB
 * gzipped) is not part of its page's first load. The server renders the whole form, so it reads
 * without JavaScript; a page hydrated from that HTML keeps the form's markup as it is and downloads
 * the code when the visitor first touches or focuses the form, then hydrates it. What the visitor
 * typed meanwhile is handed to the form, and a submit made meanwhile is held and sent once the
 * form is live (never the browser's own submit, which would put the fields in the address).
 * A page rendered in the browser loads the form at once.
 */
export function defineFormIsland<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  let Form: ComponentType<Props> | undefined;
  let loading: Promise<ComponentType<Props>> | undefined;
  const loadForm = () =>
    (loading ??= load().then((loaded) => {
      Form = loaded;
      return loaded;
    }));
  if (typeof window === 'undefined') serverLoads.add(loadForm);

  function LoadedForm({ props, after }: { props: Props; after?: ReactNode }) {
    const Loaded = Form ?? use(loadForm());
    return (
      <div>
        <Loaded {...props} />
        {after}
      </div>
    );
  }

  return function FormIsland(props: Props) {
    const [hydrating] = useState(rendersLikeServer);
    if (!hydrating || typeof window === 'undefined') {
      return (
        <div>
          <Suspense fallback={null}>
            <LoadedForm props={props} />
          </Suspense>
        </div>
      );
    }
    return <HydrateOnInteraction loadForm={loadForm} form={(after) => <LoadedForm props={props} after={after} />} />;
  };
}

const serverLoads = new Set<() => Promise<unknown>>();

/** The server renders each form whole: entry-server loads the code of every island defined so far before rendering. */
export function loadFormIslandsForServer(): Promise<unknown> {
  return Promise.all([...serverLoads].map((loadForm) => loadForm()));
}

type FieldValues = Map<string, { value: string; checked: boolean }[]>;

/** What the visitor has typed or chosen in the server's markup, by field name (files cannot be carried over). */
function readFieldValues(place: HTMLElement): FieldValues {
  const values: FieldValues = new Map();
  for (const field of place.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>('input[name], textarea[name], select[name]')) {
    if (field instanceof HTMLInputElement && field.type === 'file') continue;
    const checked = field instanceof HTMLInputElement && field.checked;
    values.set(field.name, [...(values.get(field.name) ?? []), { value: field.value, checked }]);
  }
  return values;
}

/** Puts values back where the form's own start-up emptied them, and tells the form (its change handlers) about each. */
function restoreFieldValues(place: HTMLElement, values: FieldValues) {
  for (const [name, entries] of values) {
    const fields = [...place.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(`[name="${CSS.escape(name)}"]`)];
    fields.forEach((field, index) => {
      const entry = entries[index];
      if (!entry) return;
      const isToggle = field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');
      if (isToggle ? field.checked === entry.checked : field.value === entry.value) return;
      if (isToggle) field.checked = entry.checked;
      else field.value = entry.value;
      field.dispatchEvent(new Event('input', { bubbles: true }));
      field.dispatchEvent(new Event('change', { bubbles: true }));
    });
  }
}

function RunAfterMount({ run }: { run: () => void }) {
  // Layout effects run after the form's refs are set (react-hook-form empties registered fields then).
  useLayoutEffect(run, [run]);
  return null;
}

function Gate({ until, children }: { until: Promise<void>; children: ReactNode }) {
  use(until);
  return children;
}

function HydrateOnInteraction({ loadForm, form }: { loadForm: () => Promise<unknown>; form: (after: ReactNode) => ReactNode }) {
  const placeRef = useRef<HTMLDivElement>(null);
  const [state] = useState(() => {
    let open = () => {};
    const opened = new Promise<void>((resolve) => (open = resolve));
    return { opened, open, live: false, typed: new Map() as FieldValues, heldSubmit: null as HTMLFormElement | null };
  });

  useEffect(() => {
    const place = placeRef.current;
    if (!place) return;
    let started = false;
    const start = () => {
      if (started) return;
      started = true;
      void loadForm().then(() => {
        // Read in the task that hydrates the form: nothing can be typed in between.
        state.typed = readFieldValues(place);
        state.open();
      });
    };
    const holdSubmit = (event: Event) => {
      if (state.live) return;
      event.preventDefault();
      state.heldSubmit = event.target instanceof HTMLFormElement ? event.target : null;
      start();
    };
    const triggers = ['pointerdown', 'focusin', 'keydown'] as const;
    for (const trigger of triggers) place.addEventListener(trigger, start, { passive: true });
    place.addEventListener('submit', holdSubmit, { capture: true });
    return () => {
      for (const trigger of triggers) place.removeEventListener(trigger, start);
      place.removeEventListener('submit', holdSubmit, { capture: true });
    };
  }, [loadForm, state]);

  const [afterHydrating] = useState(() => () => {
    const place = placeRef.current;
    if (!place || state.live) return;
    state.live = true;
    restoreFieldValues(place, state.typed);
    const held = state.heldSubmit;
    if (held) setTimeout(() => held.requestSubmit(), 0);
  });

  return (
    <div ref={placeRef}>
      <Suspense fallback={null}>
        <Gate until={state.opened}>{form(<RunAfterMount run={afterHydrating} />)}</Gate>
      </Suspense>
    </div>
  );
}

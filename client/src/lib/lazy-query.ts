import { useEffect, useState } from 'react';
import type { QueryKey, QueryObserverOptions } from '@tanstack/react-query';

/**
 * The data of a read that a part shown on every page makes for some visitors only (an admin's menu
 * badges, the plan cards' tax setting for a large team): React Query is loaded the first time the
 * read is enabled, so a visitor's page never downloads it. It observes the browser's one client
 * (lib/query-client.ts), so the read shares its cache entry with the screens' own tsr hooks.
 * `options` must be a module-level function (it is called when the read is enabled, and may load
 * what the options need); the answer is undefined while disabled or unanswered.
 */
export function useLazyQuery<Answer, Key extends QueryKey>(
  options: () => QueryObserverOptions<Answer, Error, Answer, Answer, Key> | Promise<QueryObserverOptions<Answer, Error, Answer, Answer, Key>>,
  enabled: boolean,
): Answer | undefined {
  const [data, setData] = useState<Answer | undefined>(undefined);
  useEffect(() => {
    if (!enabled) return;
    let stopped = false;
    let unsubscribe: (() => void) | undefined;
    void Promise.all([import('./query-client'), options()]).then(([{ browserQueryClient, QueryObserver }, observed]) => {
      if (stopped) return;
      const observer = new QueryObserver(browserQueryClient(), observed);
      unsubscribe = observer.subscribe((result) => setData(result.data));
      setData(observer.getCurrentResult().data);
    });
    return () => {
      stopped = true;
      unsubscribe?.();
    };
  }, [options, enabled]);
  return enabled ? data : undefined;
}

import { WebhookOff } from 'lucide-react';
import { useState } from 'react';
import { loadErrorText, serverMessageOf } from '@/lib/api-errors';
import { formatDateTime } from '@/lib/dates';
import { Alert } from '@/ui/Alert';
import { Button } from '@/ui/Button';
import { useFailedStripeEvents, useRetryStripeEvent } from './api/use-failed-stripe-events';

export const FAILED_EVENTS_HEADING = 'Stripe events the site could not apply';

/**
 * On the admin home while a Stripe event's sync has failed every try (for hours): which event,
 * what it failed on, and "Try again" once the cause (Stripe down, a key's permission) is fixed.
 */
export function FailedStripeEventsPanel() {
  const list = useFailedStripeEvents();
  const retry = useRetryStripeEvent();
  const [retried, setRetried] = useState<string | undefined>();
  if (list.isError) {
    return (
      <Alert tone="error" className="mt-10">
        {loadErrorText(list.error)}
      </Alert>
    );
  }
  const events = list.data ?? [];
  if (events.length === 0 && !retried) return null;
  return (
    <section aria-labelledby="failed-stripe-events" className="mt-10 rounded-2xl border border-red-200 bg-white p-5 shadow-sm">
      <h2 id="failed-stripe-events" className="flex items-center gap-2 text-lg font-bold text-slate-900">
        <WebhookOff className="h-5 w-5 text-red-700" aria-hidden="true" />
        {FAILED_EVENTS_HEADING} ({events.length})
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        Every try failed over several hours, so payments or subscriptions may be out of date. Fix the cause (Stripe unreachable, a key&apos;s permission), then try
        again.
      </p>
      {retried ? (
        <Alert tone="success" className="mt-4">
          {retried}
        </Alert>
      ) : null}
      {retry.isError ? (
        <Alert tone="error" className="mt-4">
          {serverMessageOf(retry.error, 'The event could not be tried again. Please try again.', 'message')}
        </Alert>
      ) : null}
      <ul className="mt-4 divide-y divide-slate-200">
        {events.map((event) => (
          <li key={event.id} className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center sm:justify-between">
            <div className="min-w-0">
              <p className="font-semibold break-words text-slate-900">{event.eventType}</p>
              <p className="text-sm break-all text-slate-700">{event.eventId}</p>
              <p className="text-sm text-slate-600">
                {event.tries} tries{event.failedAt ? `, last on ${formatDateTime(event.failedAt)}` : ''}
                {event.error ? <span className="break-words">: {event.error}</span> : null}
              </p>
            </div>
            <Button
              variant="outline"
              className="shrink-0 self-start sm:self-center"
              disabled={retry.isPending}
              onClick={() =>
                retry.mutate({ params: { id: event.id }, auth: 'required' }, { onSuccess: () => setRetried(`${event.eventType} will be tried again now.`) })
              }
            >
              Try again
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}

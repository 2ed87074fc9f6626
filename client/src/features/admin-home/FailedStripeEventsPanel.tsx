import { WebhookOff } from 'lucide-react';
import { useState } from 'react';
import { useFailedStripeEvents, useRetryStripeEvent } from './api/use-failed-stripe-events';
import { ActionOutcome, AttentionLoadError, AttentionPanel, RetryItem } from './AttentionPanel';

export const FAILED_EVENTS_HEADING = 'Stripe events the site could not apply';

/**
 * On the admin home while a Stripe event's sync has failed every try (for hours): which event,
 * what it failed on, and "Try again" once the cause (Stripe down, a key's permission) is fixed.
 */
export function FailedStripeEventsPanel() {
  const list = useFailedStripeEvents();
  const retry = useRetryStripeEvent();
  const [retried, setRetried] = useState<string | undefined>();
  if (list.isError) return <AttentionLoadError error={list.error} />;
  const events = list.data ?? [];
  if (events.length === 0 && !retried) return null;
  return (
    <AttentionPanel
      headingId="failed-stripe-events"
      tone="failure"
      icon={WebhookOff}
      heading={`${FAILED_EVENTS_HEADING} (${events.length})`}
      intro="Every try failed over several hours, so payments or subscriptions may be out of date. Fix the cause (Stripe unreachable, a key's permission), then try again."
    >
      <ActionOutcome done={retried} request={retry} failure="The event could not be tried again. Please try again." />
      <ul className="mt-4 divide-y divide-slate-200">
        {events.map((event) => (
          <RetryItem
            key={event.id}
            title={event.eventType}
            detail={event.eventId}
            tries={event.tries}
            lastTriedAt={event.failedAt}
            error={event.error}
            action="Try again"
            pending={retry.isPending}
            onRetry={() => retry.mutate({ params: { id: event.id }, auth: 'required' }, { onSuccess: () => setRetried(`${event.eventType} will be tried again now.`) })}
          />
        ))}
      </ul>
    </AttentionPanel>
  );
}

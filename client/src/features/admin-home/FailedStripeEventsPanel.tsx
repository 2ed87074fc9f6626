import { WebhookOff } from 'lucide-react';
import { useId, useState } from 'react';
import type { FailedStripeEvent } from '@contract/billing';
import { Alert } from '@/ui/Alert';
import { Button } from '@/ui/Button';
import { Dialog } from '@/ui/Dialog';
import { serverMessageOf } from '@/lib/api-errors';
import { useDismissStripeEvent, useFailedStripeEvents, useRetryStripeEvent } from './api/use-failed-stripe-events';
import { ActionOutcome, AttentionLoadError, AttentionPanel, RetryItem } from './AttentionPanel';

export const FAILED_EVENTS_HEADING = 'Stripe events the site could not apply';

export const dismissTexts = {
  title: 'Dismiss this Stripe event?',
  body: 'The site will not apply it: settle what it was about in the Stripe Dashboard. It leaves this list and is kept in the audit log.',
  keep: 'Keep it listed',
  confirm: 'Dismiss',
  pending: 'Dismissing...',
  failed: 'The event could not be dismissed. Please try again.',
} as const;

const LIST_ID = 'failed-stripe-events-list';
/** Where focus goes once the dismissed event's row (and its button) is gone: the next row's first button. */
const firstButtonLeft = () => document.querySelector<HTMLElement>(`#${LIST_ID} button`);

/** The site's confirmation before an event is dismissed; focus starts on "Keep it listed". */
function DismissDialog({ event, onClose, onDone }: { event: FailedStripeEvent; onClose: () => void; onDone: (message: string) => void }) {
  const describedBy = useId();
  const dismiss = useDismissStripeEvent();
  const confirm = () => dismiss.mutate({ params: { id: event.id }, auth: 'required' }, { onSuccess: ({ body }) => onDone(body.message) });
  return (
    <Dialog title={dismissTexts.title} onClose={onClose} size="sm" describedBy={describedBy} fallbackFocus={firstButtonLeft}>
      <div id={describedBy} className="space-y-2 text-sm text-slate-800">
        <p className="font-medium break-all text-slate-900">
          {event.eventType} ({event.eventId})
        </p>
        <p>{dismissTexts.body}</p>
      </div>
      {dismiss.isError ? (
        <Alert tone="error" className="mt-4">
          {serverMessageOf(dismiss.error, dismissTexts.failed, 'message')}
        </Alert>
      ) : null}
      <div className="mt-5 flex flex-col gap-2 sm:flex-row sm:justify-end">
        {/* First in the page's order: where focus starts, so Enter keeps the event listed. */}
        <Button variant="outline" onClick={onClose} disabled={dismiss.isPending}>
          {dismissTexts.keep}
        </Button>
        <Button onClick={confirm} disabled={dismiss.isPending}>
          {dismiss.isPending ? dismissTexts.pending : dismissTexts.confirm}
        </Button>
      </div>
    </Dialog>
  );
}

/**
 * On the admin home while a Stripe event's sync has failed every try (for hours), until an admin
 * tries it again or dismisses it: which event, what it failed on, "Try again" once the cause
 * (Stripe down, a key's permission) is fixed, and "Dismiss" once it was settled by hand.
 */
export function FailedStripeEventsPanel() {
  const list = useFailedStripeEvents();
  const retry = useRetryStripeEvent();
  const [done, setDone] = useState<string | undefined>();
  const [dismissing, setDismissing] = useState<FailedStripeEvent | undefined>();
  if (list.isError) return <AttentionLoadError error={list.error} />;
  const events = list.data ?? [];
  if (events.length === 0 && !done) return null;
  return (
    <AttentionPanel
      headingId="failed-stripe-events"
      tone="failure"
      icon={WebhookOff}
      heading={`${FAILED_EVENTS_HEADING} (${events.length})`}
      intro="Every try failed over several hours, so payments or subscriptions may be out of date. Fix the cause (Stripe unreachable, a key's permission), then try again; or settle it in the Stripe Dashboard and dismiss it."
    >
      <ActionOutcome done={done} request={retry} failure="The event could not be tried again. Please try again." />
      <ul id={LIST_ID} className="mt-4 divide-y divide-slate-200">
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
            onRetry={() => retry.mutate({ params: { id: event.id }, auth: 'required' }, { onSuccess: () => setDone(`${event.eventType} will be tried again now.`) })}
            otherAction={
              <Button variant="ghost" onClick={() => setDismissing(event)}>
                Dismiss<span className="sr-only"> {event.eventId}</span>
              </Button>
            }
          />
        ))}
      </ul>
      {dismissing ? (
        <DismissDialog
          event={dismissing}
          onClose={() => setDismissing(undefined)}
          onDone={(message) => {
            setDismissing(undefined);
            setDone(`${dismissing.eventType}: ${message}`);
          }}
        />
      ) : null}
    </AttentionPanel>
  );
}

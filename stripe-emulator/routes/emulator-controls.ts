import type { FastifyInstance } from 'fastify';
import type { EmulatorControls } from '../controls.js';
import type { OpenDisputeStatus } from '../disputes.js';
import { invalidRequest } from '../errors.js';
import type { FormObject } from '../form-params.js';
import { optionalString, requiredString } from '../params.js';
import { idParam } from '../request-params.js';

/** The controls over HTTP under `/_emulator/…`, for browser journeys and manual tries (JSON or form bodies). */
export function emulatorControlRoutes(app: FastifyInstance, controls: EmulatorControls) {
  app.post('/_emulator/checkout/:id/complete', async function completeCheckoutControl(request) {
    const params = stringParams(request.body);
    const outcome = requiredString(params, 'outcome');
    if (outcome !== 'pay' && outcome !== 'decline') throw invalidRequest("outcome must be 'pay' or 'decline'.", 'outcome');
    const billingAddress = Object.fromEntries(
      ['line1', 'line2', 'city', 'state', 'postal_code', 'country'].flatMap((field) => {
        const value = optionalString(params, field);
        return value === undefined ? [] : [[field, value]];
      }),
    );
    return controls.completeCheckout(idParam(request), { outcome, billingAddress, name: optionalString(params, 'name'), card: optionalString(params, 'card') });
  });

  app.post('/_emulator/invoices/:id/pay', async function payInvoiceControl(request) {
    const params = stringParams(request.body);
    return controls.payInvoice(idParam(request), { card: optionalString(params, 'card'), authenticate: optionalString(params, 'authenticate') === 'true' });
  });

  app.get('/_emulator/dunning', async () => controls.dunning());

  app.post('/_emulator/dunning', async function setDunningControl(request) {
    const body = (request.body ?? {}) as { retryDays?: unknown; afterLast?: unknown };
    const retryDays = Array.isArray(body.retryDays) ? body.retryDays.map(Number) : String(body.retryDays ?? '').split(',').filter(Boolean).map(Number);
    controls.setDunning({ retryDays, afterLast: body.afterLast as 'unpaid' | 'cancel' });
    return controls.dunning();
  });

  app.post('/_emulator/disputes/:id/update', async function updateDisputeControl(request) {
    const status = requiredString(stringParams(request.body), 'status');
    const statuses: readonly string[] = ['needs_response', 'under_review', 'warning_needs_response', 'warning_under_review'];
    if (!statuses.includes(status)) throw invalidRequest(`status must be one of ${statuses.join(', ')}.`, 'status');
    return controls.updateDispute(idParam(request), { status: status as OpenDisputeStatus });
  });

  app.post('/_emulator/clock/advance', async function advanceClockControl(request) {
    const seconds = Number(requiredString(stringParams(request.body), 'seconds'));
    if (!Number.isInteger(seconds) || seconds < 0) throw invalidRequest('seconds must be a whole number, zero or more.', 'seconds');
    return { events: await controls.advanceClock(seconds), now: controls.now() };
  });

  app.post('/_emulator/advance-to-next-period', async function advanceToNextPeriodControl(request) {
    const subscriptionId = optionalString(stringParams(request.body), 'subscription');
    return { events: await controls.advanceToNextPeriod(subscriptionId), now: controls.now() };
  });

  app.post('/_emulator/fail-next-payment', async function failNextPaymentControl(request) {
    controls.failNextPayment(optionalString(stringParams(request.body), 'customer'));
    return { ok: true };
  });

  app.post('/_emulator/disputes', async function openDisputeControl(request) {
    const params = stringParams(request.body);
    return controls.openDispute(requiredString(params, 'payment_intent'), optionalString(params, 'reason'));
  });

  app.post('/_emulator/disputes/:id/close', async function closeDisputeControl(request) {
    const outcome = requiredString(stringParams(request.body), 'outcome');
    if (outcome !== 'won' && outcome !== 'lost') throw invalidRequest("outcome must be 'won' or 'lost'.", 'outcome');
    return controls.closeDispute(idParam(request), outcome);
  });

  app.post('/_emulator/refunds/:id/fail', async function failRefundControl(request) {
    return controls.failRefund(idParam(request), optionalString(stringParams(request.body), 'reason'));
  });

  app.get('/_emulator/events', async () => ({ data: controls.events() }));
  app.get('/_emulator/events/pending', async () => ({ data: controls.pendingEvents() }));
  app.post('/_emulator/events/:id/deliver', async (request) => ({ status: await controls.deliver(idParam(request)) }));
  app.get('/_emulator/events/:id/delivery', async (request) => controls.deliveryOf(idParam(request)));
  app.post('/_emulator/events/deliver-all', async () => ({ statuses: await controls.deliverAll() }));
  app.get('/_emulator/now', async () => ({ now: controls.now() }));
}

/** Control bodies may be JSON (numbers included) or forms; both are read as strings. */
function stringParams(body: unknown): FormObject {
  if (!body || typeof body !== 'object') return {};
  return Object.fromEntries(Object.entries(body).map(([key, value]) => [key, typeof value === 'string' ? value : String(value)]));
}

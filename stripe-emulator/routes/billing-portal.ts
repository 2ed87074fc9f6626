import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Stripe from 'stripe';
import { cancelAtPeriodEnd, createPortalSession, portalCard, portalInvoices, portalSubscriptions, renewSubscription, replaceCard } from '../billing-portal.js';
import type { EmulatorContext } from '../context.js';
import { StripeApiError } from '../errors.js';
import { expandObject } from '../expand.js';
import { notFoundPage } from '../hosted-pages.js';
import { firstItem } from '../objects/subscription.js';
import { expandParam, nullableString, optionalString, requiredString } from '../params.js';
import { portalNotices, portalPage } from '../portal-page.js';
import { idParam, requestParams } from '../request-params.js';
import { formFields } from './hosted-pages.js';

/** `POST /v1/billing_portal/sessions`, and the portal page its `url` opens, with the customer's three actions. */
export function billingPortalRoutes(app: FastifyInstance, context: EmulatorContext) {
  const { store } = context;

  app.post('/v1/billing_portal/sessions', async function createBillingPortalSession(request) {
    const params = requestParams(request);
    const session = createPortalSession(context, {
      customer: requiredString(params, 'customer'),
      returnUrl: nullableString(params, 'return_url') ?? null,
      configuration: optionalString(params, 'configuration'),
    });
    return expandObject(store, session, expandParam(params));
  });

  const sendHtml = (reply: FastifyReply, statusCode: number, html: string) =>
    reply.code(statusCode).header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store').send(html);

  const productName = (subscription: Stripe.Subscription) =>
    store.state.products[String(firstItem(subscription).price.product)]?.name ?? subscription.description ?? 'Subscription';

  function render(
    reply: FastifyReply,
    session: Stripe.BillingPortal.Session,
    extra: { notice?: string; cardProblem?: { message: string; typed: Record<string, string> } } = {},
    refusedStatus?: number,
  ) {
    const customer = store.state.customers[session.customer];
    if (!customer) return sendHtml(reply, 404, notFoundPage());
    const html = portalPage({
      session,
      customer,
      subscriptions: portalSubscriptions(context, customer.id),
      invoices: portalInvoices(context, customer.id),
      card: portalCard(context, customer),
      productName,
      ...extra,
    });
    return sendHtml(reply, refusedStatus ?? (extra.cardProblem ? 400 : 200), html);
  }

  const sessionOf = (request: FastifyRequest) => store.state.billingPortalSessions[idParam(request)];
  const backToPortal = (reply: FastifyReply, session: Stripe.BillingPortal.Session, done: string) =>
    reply.redirect(`/portal/${encodeURIComponent(session.id)}?done=${done}`, 303);

  app.get('/portal/:id', async function showPortal(request, reply) {
    const session = sessionOf(request);
    if (!session) return sendHtml(reply, 404, notFoundPage());
    const done = (request.query as { done?: unknown }).done;
    return render(reply, session, { notice: typeof done === 'string' ? portalNotices[done] : undefined });
  });

  const subscriptionAction = (action: typeof cancelAtPeriodEnd, done: string) =>
    async function changeSubscription(request: FastifyRequest, reply: FastifyReply) {
      const session = sessionOf(request);
      if (!session) return sendHtml(reply, 404, notFoundPage());
      try {
        await action(context, session, (request.params as { subscriptionId: string }).subscriptionId);
      } catch (error) {
        if (error instanceof StripeApiError && error.statusCode === 400) return render(reply, session, { notice: error.message }, 400);
        if (error instanceof StripeApiError && error.statusCode < 500) return sendHtml(reply, error.statusCode, notFoundPage());
        throw error;
      }
      return backToPortal(reply, session, done);
    };

  app.post('/portal/:id/subscriptions/:subscriptionId/cancel', subscriptionAction(cancelAtPeriodEnd, 'canceled'));
  app.post('/portal/:id/subscriptions/:subscriptionId/renew', subscriptionAction(renewSubscription, 'renewed'));

  app.post('/portal/:id/payment-method', async function savePortalCard(request, reply) {
    const session = sessionOf(request);
    if (!session) return sendHtml(reply, 404, notFoundPage());
    const typed = formFields(request.body);
    try {
      await replaceCard(context, session, {
        number: typed.number ?? '',
        expMonth: typed.exp_month ?? '',
        expYear: typed.exp_year ?? '',
        name: typed.name ?? '',
        address: {
          line1: typed.line1 || null,
          line2: null,
          city: typed.city || null,
          state: null,
          postal_code: typed.postal_code || null,
          country: typed.country ? typed.country.toUpperCase() : null,
        },
      });
    } catch (error) {
      if (error instanceof StripeApiError && error.statusCode === 400) return render(reply, session, { cardProblem: { message: error.message, typed } });
      throw error;
    }
    return backToPortal(reply, session, 'card');
  });
}

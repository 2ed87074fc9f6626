import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { completeCheckout, type CheckoutOutcome } from '../checkout-completion.js';
import type { EmulatorContext } from '../context.js';
import { checkoutPage, completedCheckoutPage, invoicePage, notFoundPage } from '../hosted-pages.js';
import { allLines } from '../invoice-finalization.js';
import { cardAwaitingAuthentication, payInvoice } from '../invoice-payment.js';
import { StripeApiError } from '../errors.js';
import { idParam } from '../request-params.js';

/** A hosted form's fields, each as one trimmed string (the page never sends nested names). */
export function formFields(body: unknown): Record<string, string> {
  if (!body || typeof body !== 'object') return {};
  return Object.fromEntries(Object.entries(body).flatMap(([key, value]) => (typeof value === 'string' ? [[key, value.trim()]] : [])));
}

/** The buyer's side: the hosted checkout with its three buttons, and the hosted invoice. */
export function hostedPageRoutes(app: FastifyInstance, context: EmulatorContext) {
  const { store } = context;

  const sendHtml = (reply: FastifyReply, statusCode: number, html: string) =>
    reply.code(statusCode).header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store').send(html);

  function renderCheckout(reply: FastifyReply, sessionId: string, declined: boolean, problem?: { message: string; typed: Record<string, string> }) {
    const session = store.state.checkoutSessions[sessionId];
    const line = store.state.checkoutLines[sessionId];
    const price = line ? store.state.prices[line.priceId] : undefined;
    const product = price ? store.state.products[String(price.product)] : undefined;
    if (!session || !line || !price || !product) return sendHtml(reply, 404, notFoundPage());
    if (session.status === 'complete') return sendHtml(reply, 200, completedCheckoutPage(session));
    return sendHtml(
      reply,
      problem ? 400 : 200,
      checkoutPage({ session, price, product, quantity: line.quantity, declined, problem: problem?.message, typed: problem?.typed }),
    );
  }

  app.get('/checkout/:id', async function showCheckout(request, reply) {
    return renderCheckout(reply, idParam(request), false);
  });

  const submit = (outcome: CheckoutOutcome) =>
    async function submitCheckout(request: FastifyRequest, reply: FastifyReply) {
      const sessionId = idParam(request);
      const session = store.state.checkoutSessions[sessionId];
      if (!session || session.status !== 'open') return renderCheckout(reply, sessionId, false);
      const typed = formFields(request.body);
      let completion;
      try {
        const billingAddress = { line1: typed.line1, city: typed.city, postal_code: typed.postal_code, country: typed.country };
        completion = await completeCheckout(context, sessionId, outcome, { billingAddress, name: typed.name, card: typed.card }, false);
      } catch (error) {
        if (error instanceof StripeApiError && error.statusCode === 400) return renderCheckout(reply, sessionId, false, { message: error.message, typed });
        throw error;
      }
      if (completion.redirectUrl) return reply.redirect(completion.redirectUrl, 303);
      return renderCheckout(reply, sessionId, true);
    };

  app.post('/checkout/:id/pay', submit('pay'));
  app.post('/checkout/:id/decline', submit('decline'));

  app.post('/checkout/:id/cancel', async function cancelCheckout(request, reply) {
    const session = store.state.checkoutSessions[idParam(request)];
    if (!session) return sendHtml(reply, 404, notFoundPage());
    return reply.redirect(session.cancel_url ?? `/checkout/${session.id}`, 303);
  });

  /** A finalized invoice: a draft has no hosted page or PDF yet, as with Stripe. */
  const finalizedInvoice = (invoiceId: string) => {
    const invoice = store.state.invoices[invoiceId];
    return invoice && invoice.status !== 'draft' ? invoice : undefined;
  };

  function renderInvoice(reply: FastifyReply, invoiceId: string, problem?: { message: string; typed: Record<string, string> }) {
    const invoice = finalizedInvoice(invoiceId);
    if (!invoice) return sendHtml(reply, 404, notFoundPage());
    const extras = { awaitingAuthentication: cardAwaitingAuthentication(context, invoice), problem };
    return sendHtml(reply, problem ? 400 : 200, invoicePage(invoice, allLines(context, invoice), extras));
  }

  app.get('/invoices/:id', async function showInvoice(request, reply) {
    return renderInvoice(reply, idParam(request));
  });

  app.get('/invoices/:id/pdf', async function downloadInvoicePdf(request, reply) {
    const invoice = finalizedInvoice(idParam(request));
    if (!invoice) return sendHtml(reply, 404, notFoundPage());
    // pdf-lib loads when the first invoice is opened, not with the server (a fifth of a second at start).
    const { invoicePdf } = await import('../invoice-pdf.js');
    const pdf = await invoicePdf(invoice, allLines(context, invoice));
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `inline; filename="Invoice-${invoice.number ?? invoice.id}.pdf"`)
      .header('cache-control', 'no-store')
      .send(Buffer.from(pdf));
  });

  app.post('/invoices/:id/pay', async function payHostedInvoice(request, reply) {
    const invoiceId = idParam(request);
    if (store.state.invoices[invoiceId]?.status !== 'open') return renderInvoice(reply, invoiceId);
    const typed = formFields(request.body);
    try {
      await payInvoice(context, invoiceId, {
        authenticate: typed.authenticate === 'true',
        card: typed.number,
        expMonth: typed.exp_month,
        expYear: typed.exp_year,
        name: typed.name,
      });
    } catch (error) {
      if (error instanceof StripeApiError && (error.statusCode === 400 || error.statusCode === 402)) return renderInvoice(reply, invoiceId, { message: error.message, typed });
      throw error;
    }
    return reply.redirect(`/invoices/${encodeURIComponent(invoiceId)}`, 303);
  });
}

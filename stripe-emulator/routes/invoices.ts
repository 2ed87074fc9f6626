import type { FastifyInstance } from 'fastify';
import type { EmulatorContext } from '../context.js';
import { resourceMissing } from '../errors.js';
import { expandObject } from '../expand.js';
import { allLines } from '../invoice-finalization.js';
import { listAnswer } from '../list.js';
import { expandParam, optionalString } from '../params.js';
import { idParam, requestParams } from '../request-params.js';

export function invoiceRoutes(app: FastifyInstance, context: EmulatorContext) {
  const { store } = context;

  app.get('/v1/invoices/:id', async function retrieveInvoice(request) {
    const id = idParam(request);
    const invoice = store.state.invoices[id];
    if (!invoice) throw resourceMissing('invoice', id);
    return expandObject(store, invoice, expandParam(requestParams(request)));
  });

  app.get('/v1/invoices/:id/lines', async function listInvoiceLineItems(request) {
    const id = idParam(request);
    const invoice = store.state.invoices[id];
    if (!invoice) throw resourceMissing('invoice', id);
    // In the invoice's order: listAnswer gives the newest (last stored) first, so it is handed them reversed.
    return listAnswer(store, [...allLines(context, invoice)].reverse(), requestParams(request), `/v1/invoices/${id}/lines`);
  });

  app.get('/v1/invoices', async function listInvoices(request) {
    const params = requestParams(request);
    const subscription = optionalString(params, 'subscription');
    const customer = optionalString(params, 'customer');
    const status = optionalString(params, 'status');
    const invoices = Object.values(store.state.invoices).filter(
      (invoice) =>
        (subscription === undefined || invoice.parent?.subscription_details?.subscription === subscription) &&
        (customer === undefined || invoice.customer === customer) &&
        (status === undefined || invoice.status === status),
    );
    return listAnswer(store, invoices, params, '/v1/invoices');
  });

  app.get('/v1/invoice_payments/:id', async function retrieveInvoicePayment(request) {
    const id = idParam(request);
    const invoicePayment = store.state.invoicePayments[id];
    if (!invoicePayment) throw resourceMissing('invoice_payment', id);
    return expandObject(store, invoicePayment, expandParam(requestParams(request)));
  });

  app.get('/v1/invoice_payments', async function listInvoicePayments(request) {
    const params = requestParams(request);
    const invoice = optionalString(params, 'invoice');
    const paymentIntent = optionalString(params, 'payment.payment_intent');
    const paymentType = optionalString(params, 'payment.type');
    const payments = Object.values(store.state.invoicePayments).filter(
      (payment) =>
        (invoice === undefined || payment.invoice === invoice) &&
        (paymentType === undefined || payment.payment.type === paymentType) &&
        (paymentIntent === undefined || payment.payment.payment_intent === paymentIntent),
    );
    return listAnswer(store, payments, params, '/v1/invoice_payments');
  });
}

import type { FastifyInstance } from 'fastify';
import type { EmulatorContext } from '../context.js';
import { missingParam } from '../errors.js';
import { expandObject } from '../expand.js';
import type { FormObject } from '../form-params.js';
import { createInvoiceItem, deleteInvoiceItem, invoiceItemOrThrow } from '../invoice-items.js';
import { listAnswer } from '../list.js';
import { expandParam, metadataParam, nullableString, optionalBoolean, optionalInteger, optionalString, requiredString } from '../params.js';
import { idParam, requestParams } from '../request-params.js';

export function invoiceItemRoutes(app: FastifyInstance, context: EmulatorContext) {
  const { store } = context;

  app.post('/v1/invoiceitems', async function createInvoiceItemRoute(request) {
    const params = requestParams(request);
    const amount = optionalInteger(params, 'amount');
    if (amount === undefined) throw missingParam('amount');
    const item = await createInvoiceItem(context, {
      customer: requiredString(params, 'customer'),
      amount,
      currency: optionalString(params, 'currency') || undefined,
      description: nullableString(params, 'description') ?? null,
      metadata: metadataParam(params),
      period: periodParam(params),
      subscription: optionalString(params, 'subscription') || undefined,
      invoice: optionalString(params, 'invoice') || undefined,
    });
    return expandObject(store, item, expandParam(params));
  });

  app.get('/v1/invoiceitems/:id', async function retrieveInvoiceItem(request) {
    return expandObject(store, invoiceItemOrThrow(context, idParam(request)), expandParam(requestParams(request)));
  });

  app.get('/v1/invoiceitems', async function listInvoiceItems(request) {
    const params = requestParams(request);
    const customer = optionalString(params, 'customer');
    const invoice = optionalString(params, 'invoice');
    const pending = optionalBoolean(params, 'pending');
    const items = Object.values(store.state.invoiceItems).filter(
      (item) =>
        (customer === undefined || item.customer === customer) &&
        (invoice === undefined || item.invoice === invoice) &&
        (pending === undefined || (item.invoice === null) === pending),
    );
    // Stripe lists them by `date` (their creation), newest first.
    return listAnswer(store, items, params, '/v1/invoiceitems', (item) => item.date);
  });

  app.delete('/v1/invoiceitems/:id', async function deleteInvoiceItemRoute(request) {
    return deleteInvoiceItem(context, idParam(request));
  });
}

/** `period[start]` and `period[end]`: both, when a period is given. */
function periodParam(params: FormObject): { start: number; end: number } | undefined {
  if (params.period === undefined) return undefined;
  const start = optionalInteger(params, 'period.start');
  const end = optionalInteger(params, 'period.end');
  if (start === undefined) throw missingParam('period[start]');
  if (end === undefined) throw missingParam('period[end]');
  return { start, end };
}

import type { FastifyInstance } from 'fastify';
import type { EmulatorContext } from '../context.js';
import { invalidRequest } from '../errors.js';
import { expandObject } from '../expand.js';
import type { FormObject } from '../form-params.js';
import { previewInvoice, type PreviewRequest } from '../invoice-preview.js';
import { createInvoice, finalizeInvoice, payInvoiceThroughApi } from '../one-off-invoices.js';
import { enumParam, expandParam, metadataParam, nullableString, optionalBoolean, optionalInteger, optionalString, requiredString } from '../params.js';
import { idParam, requestParams } from '../request-params.js';

const prorationBehaviors = ['always_invoice', 'create_prorations', 'none'] as const;

/** One-off invoices (create, finalize, pay) and the invoice preview. */
export function invoiceActionRoutes(app: FastifyInstance, context: EmulatorContext) {
  const { store } = context;

  app.post('/v1/invoices', async function createInvoiceRoute(request) {
    const params = requestParams(request);
    if (enumParam(params, 'collection_method', ['charge_automatically', 'send_invoice']) === 'send_invoice') {
      throw invalidRequest('The emulator serves collection_method=charge_automatically only.', 'collection_method');
    }
    if (optionalBoolean(params, 'auto_advance') === true) {
      throw invalidRequest('The emulator does not serve auto_advance=true: create the invoice with auto_advance=false, then finalize and pay it.', 'auto_advance');
    }
    const invoice = await createInvoice(context, {
      customer: requiredString(params, 'customer'),
      currency: optionalString(params, 'currency') || undefined,
      description: nullableString(params, 'description') ?? null,
      metadata: metadataParam(params),
      defaultPaymentMethod: optionalString(params, 'default_payment_method') || undefined,
      pendingInvoiceItemsBehavior: enumParam(params, 'pending_invoice_items_behavior', ['exclude', 'include']) ?? 'exclude',
    });
    return expandObject(store, invoice, expandParam(params));
  });

  app.post('/v1/invoices/create_preview', async function createInvoicePreview(request) {
    const params = requestParams(request);
    return expandObject(store, previewInvoice(context, previewRequest(params)), expandParam(params));
  });

  app.post('/v1/invoices/:id/finalize', async function finalizeInvoiceRoute(request) {
    const params = requestParams(request);
    return expandObject(store, await finalizeInvoice(context, idParam(request)), expandParam(params));
  });

  app.post('/v1/invoices/:id/pay', async function payInvoiceRoute(request) {
    const params = requestParams(request);
    const invoice = await payInvoiceThroughApi(context, idParam(request), optionalString(params, 'payment_method') || undefined);
    return expandObject(store, invoice, expandParam(params));
  });
}

function previewRequest(params: FormObject): PreviewRequest {
  const details = params.subscription_details;
  const items = details && typeof details === 'object' && !Array.isArray(details) ? details.items : undefined;
  if (items !== undefined && !Array.isArray(items)) throw invalidRequest('Invalid array', 'subscription_details[items]');
  return {
    customer: optionalString(params, 'customer'),
    subscription: optionalString(params, 'subscription'),
    subscriptionDetails:
      details === undefined || details === ''
        ? undefined
        : {
            items: items?.map((_item, index) => ({
              id: optionalString(params, `subscription_details.items.${index}.id`),
              quantity: optionalInteger(params, `subscription_details.items.${index}.quantity`),
            })),
            prorationBehavior: enumParam(params, 'subscription_details.proration_behavior', prorationBehaviors),
            prorationDate: optionalInteger(params, 'subscription_details.proration_date'),
          },
  };
}

import { invalidRequest } from './errors.js';
import type { EmulatorStore } from './store.js';

type Node = Record<string, unknown>;

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * `expand[]`: replaces ids along each dotted path by the objects they name (`data.` walks a list),
 * on a copy so the stored objects keep their ids. `payments` of an invoice is not stored on it:
 * Stripe includes that list only when asked.
 */
export function expandObject<T extends object>(store: EmulatorStore, object: T, paths: string[]): T {
  const copy = structuredClone(object);
  for (const path of paths) expandPath(store, copy as Node, path.split('.'), path);
  return copy;
}

function expandPath(store: EmulatorStore, node: Node, segments: string[], fullPath: string) {
  const [field, ...rest] = segments;
  if (field === undefined) return;
  if (node.object === 'list' && field === 'data' && Array.isArray(node.data)) {
    for (const item of node.data) if (isNode(item)) expandPath(store, item, rest, fullPath);
    return;
  }
  if (node.object === 'invoice' && field === 'payments' && node.payments === undefined) {
    node.payments = paymentsOfInvoice(store, String(node.id));
  }
  const value = node[field];
  if (value === undefined) throw invalidRequest(`This property cannot be expanded (${fullPath}).`, 'expand');
  if (typeof value === 'string') {
    const found = store.findById(value);
    if (found) node[field] = structuredClone(found);
  }
  const expanded = node[field];
  if (rest.length > 0 && isNode(expanded)) expandPath(store, expanded, rest, fullPath);
}

function paymentsOfInvoice(store: EmulatorStore, invoiceId: string) {
  const data = Object.values(store.state.invoicePayments).filter((payment) => payment.invoice === invoiceId);
  return { object: 'list', data, has_more: false, url: `/v1/invoice_payments?invoice=${invoiceId}` };
}

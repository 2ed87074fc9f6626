import { invalidRequest } from './errors.js';
import { expandObject } from './expand.js';
import type { FormObject } from './form-params.js';
import { expandParam, optionalInteger, optionalString } from './params.js';
import type { EmulatorStore } from './store.js';

/**
 * Stripe's list answer: newest first, `limit` (1-100, default 10), `starting_after`/`ending_before`
 * cursors, and `expand[]=data.…` applied to each item.
 */
export function listAnswer<T extends { id: string }>(
  store: EmulatorStore,
  items: T[],
  params: FormObject,
  url: string,
  /** When an object was made, for `created[…]` (an invoice item keeps it in `date`). */
  createdOf: (item: T) => number | undefined = (item) => (item as { created?: number }).created,
) {
  const limit = optionalInteger(params, 'limit') ?? 10;
  if (limit < 1 || limit > 100) throw invalidRequest('This value must be between 1 and 100 (it currently is ' + limit + ').', 'limit');
  const created = createdFilter(params);
  const newestFirst = items.filter((item) => created(createdOf(item))).reverse();
  let start = 0;
  let end = newestFirst.length;
  const startingAfter = optionalString(params, 'starting_after');
  const endingBefore = optionalString(params, 'ending_before');
  if (startingAfter) start = cursorIndex(newestFirst, startingAfter, 'starting_after') + 1;
  if (endingBefore) {
    end = cursorIndex(newestFirst, endingBefore, 'ending_before');
    start = Math.max(0, end - limit);
  }
  const page = newestFirst.slice(start, Math.min(end, start + limit));
  const list = { object: 'list' as const, data: page, has_more: start + page.length < end, url };
  return expandObject(store, list, expandParam(params));
}

/** `created`: an exact timestamp, or `created[gt|gte|lt|lte]`. */
function createdFilter(params: FormObject): (created: number | undefined) => boolean {
  const given = params.created;
  if (given === undefined) return () => true;
  if (typeof given === 'string') {
    const exact = optionalInteger(params, 'created');
    return (created) => created === exact;
  }
  const bound = (name: string) => optionalInteger(params, `created.${name}`);
  const [gt, gte, lt, lte] = ['gt', 'gte', 'lt', 'lte'].map(bound);
  return (created) =>
    created !== undefined &&
    (gt === undefined || created > gt) &&
    (gte === undefined || created >= gte) &&
    (lt === undefined || created < lt) &&
    (lte === undefined || created <= lte);
}

function cursorIndex(items: { id: string }[], id: string, param: string): number {
  const index = items.findIndex((item) => item.id === id);
  if (index === -1) throw invalidRequest(`No such object: '${id}'`, param, 'resource_missing');
  return index;
}

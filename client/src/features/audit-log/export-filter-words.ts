import { shortId } from './short-id';

const readStates: Record<string, string> = { unread: 'unread only', read: 'read only' };
const inquiryKinds: Record<string, string> = { booking: 'bookings only', quote: 'quotes only' };
const keyOrder = ['q', 'jobTitle', 'jobId', 'status', 'kind'];

function filterPart(key: string, value: string): string | undefined {
  switch (key) {
    case 'q':
      return `search “${value}”`;
    case 'status':
      // The inbox lists filter on read state; the applicants list on its statuses, already in words.
      return readStates[value] ?? `status ${value}`;
    case 'kind':
      return inquiryKinds[value] ?? `kind ${value}`;
    case 'jobTitle':
      return `job “${value}”`;
    case 'jobId':
      return `job ${shortId(value)}`;
    // The order of the rows, not which rows: not part of what was exported.
    case 'sort':
    case 'page':
    case 'pageSize':
      return undefined;
    default:
      return `${key}: ${value}`;
  }
}

/**
 * An export's filter as the admin set it ('search “maria”, status Unread'), or '' when the whole
 * list was exported. Only text and numbers are read, so an odd detail never shows as JSON.
 */
export function exportFilterWords(filter: unknown): string {
  if (typeof filter !== 'object' || filter === null || Array.isArray(filter)) return '';
  // The database keeps a detail's keys in an order of its own: the words follow one fixed order.
  const rank = (key: string) => (keyOrder.includes(key) ? keyOrder.indexOf(key) : keyOrder.length);
  return Object.entries(filter)
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([key, value]) => (typeof value === 'string' && value.trim() !== '') || typeof value === 'number' ? filterPart(key, String(value).trim()) : undefined)
    .filter((part): part is string => part !== undefined)
    .join(', ');
}

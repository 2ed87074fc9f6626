import { tsr } from '@/lib/api-client';
import { inquiryFilterQuery, type InquiryListParams } from './use-inquiries-page';

/** GET /inquiries/export.csv: the inquiries of the current filter, every page (admin). */
export function exportInquiries(params: InquiryListParams) {
  return tsr.inquiries.exportInquiries.query({ query: inquiryFilterQuery(params), auth: 'required' });
}

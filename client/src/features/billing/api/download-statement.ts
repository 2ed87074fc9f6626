import type { StatementQuery } from '@contract/payments';
import { tsr } from '@/lib/api-client';

/** GET /payments/statement.csv: the caller's invoices dated in the period (UTC days), named by the server after it. */
export function downloadStatement(period: StatementQuery) {
  return tsr.payments.myStatement.query({ query: period, auth: 'required' });
}

import { useState } from 'react';
import { ExportCsvButton } from '@/ui/list-kit/ExportCsvButton';
import { FilterDate } from '@/ui/list-kit/FilterDate';
import { exportApprovedHours, payPeriodOf } from '@/features/timesheets/api/export-approved-hours';
import type { AdminTimesheetsParams } from '@/features/timesheets/api/use-admin-timesheets-page';
import { payrollTexts as texts } from './admin-timesheets-texts';

/**
 * The payroll CSV: what the file holds, the pay period it covers (whole weeks, Monday to Sunday:
 * the days chosen are taken to their weeks), and the download, which keeps the server's file
 * name (the period's). Narrowed, as the list is, to one talent or customer.
 */
export function PayrollExport({ params }: { params: AdminTimesheetsParams }) {
  const [firstDay, setFirstDay] = useState('');
  const [lastDay, setLastDay] = useState('');
  const period = payPeriodOf({ firstDay, lastDay, week: params.week });
  const narrowed = Boolean(params.talentId || params.customerId);
  return (
    <section aria-labelledby="payroll-export" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <h2 id="payroll-export" className="text-base font-semibold text-slate-900">
        {texts.title}
      </h2>
      <p className="mt-1 max-w-3xl text-sm text-slate-700">{texts.holds}</p>
      <div className="mt-3 flex flex-wrap items-end gap-4">
        <FilterDate label={texts.from} value={firstDay} onChange={setFirstDay} className="w-44" />
        <FilterDate label={texts.to} value={lastDay} onChange={setLastDay} className="w-44" />
        <ExportCsvButton download={() => exportApprovedHours(params, period)} filename="payroll.csv" failureText={texts.exportFailed} />
      </div>
      <p className="mt-2 text-sm text-slate-700" aria-live="polite">
        {texts.periodOf(period)}
        {narrowed ? ` ${texts.narrowed}` : ''}
      </p>
    </section>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { statementMessages, statementQuerySchema, STATEMENT_MAX_YEARS, type StatementQuery } from '@contract/payments';
import { loadErrorText, serverMessageOf, successOf } from '@/lib/api-errors';
import { Alert } from '@/ui/Alert';
import { Button } from '@/ui/Button';
import { fieldPropsOf } from '@/ui/form-field';
import { filenameFromDisposition, saveBlob } from '@/ui/list-kit/save-blob';
import { TextField } from '@/ui/TextField';
import { downloadStatement } from '@/features/billing/api/download-statement';

export const statementTexts = {
  title: 'Download statement',
  holds: `Every invoice dated in the period, with a total per currency, as a CSV file for your finance team (at most ${STATEMENT_MAX_YEARS} years). Days are UTC days, as in the list of invoices.`,
  from: 'From',
  to: 'To',
  download: 'Download statement',
  downloading: 'Downloading...',
} as const;

/** Today and the first of its year, as UTC days (the statement's days). */
function defaultPeriod(now = new Date()): StatementQuery {
  const today = now.toISOString().slice(0, 10);
  return { from: `${today.slice(0, 4)}-01-01`, to: today };
}

/** What a refused download says: the server's words for a bad period (400), else the screen's. */
function failureText(error: unknown): string {
  return serverMessageOf(error, loadErrorText(error, statementMessages.downloadFailed), 'message');
}

/**
 * The customer's statement CSV for a period they choose (the contract's schema checks it here as
 * the server does), downloaded under the server's name for it (`statement-<from>_<to>-utc.csv`).
 */
export function StatementForm() {
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({ resolver: zodResolver(statementQuerySchema), reValidateMode: 'onSubmit', defaultValues: defaultPeriod() });
  const field = fieldPropsOf(form, { onChange: () => setFailure(null) });

  const submit = form.handleSubmit(async (period) => {
    setFailure(null);
    try {
      const answer = successOf(await downloadStatement(period));
      // The fetcher reads a CSV as a Blob; ts-rest types it as the text it stands for.
      const file: unknown = answer.body;
      const blob = file instanceof Blob ? file : new Blob([String(file)], { type: 'text/csv' });
      saveBlob(blob, filenameFromDisposition(answer.headers.get('content-disposition'), `statement-${period.from}_${period.to}-utc.csv`));
    } catch (error) {
      setFailure(failureText(error));
    }
  });

  return (
    <section aria-labelledby="statement-title" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <h2 id="statement-title" className="text-base font-semibold text-slate-900">
        {statementTexts.title}
      </h2>
      <p className="mt-1 max-w-3xl text-sm text-slate-700">{statementTexts.holds}</p>
      <form noValidate className="mt-3 flex flex-wrap items-start gap-4" onSubmit={(event) => void submit(event)}>
        <TextField label={statementTexts.from} type="date" required className="w-full sm:w-44" {...field('from')} />
        <TextField label={statementTexts.to} type="date" required className="w-full sm:w-44" {...field('to')} />
        <Button type="submit" variant="outline" className="w-full sm:mt-[1.875rem] sm:w-auto" disabled={form.formState.isSubmitting}>
          <Download aria-hidden="true" className="size-4" />
          {form.formState.isSubmitting ? statementTexts.downloading : statementTexts.download}
        </Button>
      </form>
      {failure ? (
        <Alert tone="error" className="mt-3">
          {failure}
        </Alert>
      ) : null}
    </section>
  );
}

import { Download } from 'lucide-react';
import { useState } from 'react';
import { loadErrorText, successOf } from '@/lib/api-errors';
import { Alert } from '@/ui/Alert';
import { Button } from '@/ui/Button';
import { filenameFromDisposition, saveBlob } from './save-blob';
import type { AnyAnswer } from '@/lib/api-client';

type ExportCsvButtonProps = {
  /** Calls the list's CSV route with the filters in force, e.g. `() => tsr.applicants.exportApplicants.query({ query, auth: 'required' })`. */
  download: () => Promise<AnyAnswer>;
  /** The file name when the answer suggests none. */
  filename: string;
  /** The screen's text for a failure without an answer (e.g. 'Error exporting applicants'). */
  failureText: string;
};

/**
 * Downloads the rows of the current filter (every page) as a CSV file. The admin's token goes in
 * a header, so the file is fetched, then handed to the browser from an object URL.
 */
export function ExportCsvButton({ download, filename, failureText }: ExportCsvButtonProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const exportCsv = async () => {
    setBusy(true);
    setError(null);
    try {
      const { body, headers } = successOf(await download());
      const blob = body instanceof Blob ? body : new Blob([String(body)], { type: 'text/csv' });
      saveBlob(blob, filenameFromDisposition(headers.get('content-disposition'), filename));
    } catch (failure) {
      setError(loadErrorText(failure, failureText));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex flex-col items-start gap-2 sm:items-end">
      <Button variant="outline" onClick={() => void exportCsv()} disabled={busy}>
        <Download aria-hidden="true" className="size-4" />
        {busy ? 'Exporting...' : 'Export CSV'}
      </Button>
      {error ? <Alert tone="error">{error}</Alert> : null}
    </div>
  );
}

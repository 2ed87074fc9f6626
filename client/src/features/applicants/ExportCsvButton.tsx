import { Download } from 'lucide-react';
import { useState } from 'react';
import { loadErrorText } from '@/lib/api-errors';
import { Alert } from '@/ui/Alert';
import { Button } from '@/ui/Button';
import { exportApplicantsCsv } from './api/export-applicants';
import type { ApplicantListParams } from './api/use-applicants-page';

/** Downloads the applicants of the current filter (all pages) as a CSV file. */
export function ExportCsvButton({ params }: { params: ApplicantListParams }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const exportCsv = async () => {
    setBusy(true);
    setError(null);
    try {
      await exportApplicantsCsv(params);
    } catch (failure) {
      setError(loadErrorText(failure, 'Error exporting applicants'));
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

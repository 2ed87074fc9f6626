import { Download, Printer } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { failedStatusOf, serverMessageOf, successOf } from '@/lib/api-errors';
import { forwardEscapeToDialog } from '@/ui/Dialog';
import { filenameFromDisposition } from '@/ui/list-kit/save-blob';
import type { AnyAnswer } from '@/lib/api-client';

type PdfState =
  | { kind: 'loading' }
  | { kind: 'ready'; url: string; filename: string }
  | { kind: 'missing' }
  | { kind: 'error'; message: string };

type PdfViewerProps = {
  /** Fetches the PDF with the admin's token (a contract route answering a blob); never a token in a URL. */
  load: () => Promise<AnyAnswer>;
  /** Changes when another document is shown (the loader itself may be a new function each render). */
  documentKey: string;
  title: string;
  fallbackFilename: string;
  missingText: string;
  loadingText?: string;
};

/** No document (404), a withheld one (422: a stored PDF the server could not check for scripts; its message says so), or another failure. */
function failedState(error: unknown): PdfState {
  const status = failedStatusOf(error);
  if (status === 404) return { kind: 'missing' };
  const message = error instanceof Error ? error.message : String(error);
  if (status === 422) return { kind: 'error', message: serverMessageOf(error, message, 'message') };
  return { kind: 'error', message };
}

/**
 * A private PDF (resume, signed contract) in an embedded viewer with Print and Download. The
 * object URL lives only while the viewer is on screen.
 */
export function PdfViewer({ load, documentKey, title, fallbackFilename, missingText, loadingText = 'Loading document...' }: PdfViewerProps) {
  const [state, setState] = useState<PdfState>({ kind: 'loading' });
  const frame = useRef<HTMLIFrameElement>(null);
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  });

  useEffect(() => {
    let objectUrl: string | undefined;
    let cancelled = false;
    (async () => {
      try {
        const { body, headers } = successOf(await loadRef.current());
        if (!(body instanceof Blob)) throw new Error('The document is not a PDF.');
        objectUrl = URL.createObjectURL(new Blob([body], { type: 'application/pdf' }));
        if (!cancelled) setState({ kind: 'ready', url: objectUrl, filename: filenameFromDisposition(headers.get('content-disposition'), fallbackFilename) });
      } catch (error) {
        if (!cancelled) setState(failedState(error));
      }
    })();
    return () => {
      cancelled = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [documentKey, fallbackFilename]);

  if (state.kind === 'missing') return <p className="text-slate-700">{missingText}</p>;
  if (state.kind === 'loading') return <p role="status" className="text-slate-700">{loadingText}</p>;
  if (state.kind === 'error') return <p role="alert" className="text-red-700">Error: {state.message}</p>;

  return (
    <div className="flex h-full min-h-[60vh] flex-col gap-3">
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          onClick={() => frame.current?.contentWindow?.print()}
          className="inline-flex items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <Printer aria-hidden="true" className="size-4" /> Print
        </button>
        <a
          href={state.url}
          download={state.filename}
          className="inline-flex items-center gap-2 rounded-lg bg-brand-700 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <Download aria-hidden="true" className="size-4" /> Download
        </a>
      </div>
      <iframe
        ref={frame}
        src={state.url}
        title={title}
        onLoad={(event) => forwardEscapeToDialog(event.currentTarget)}
        className="min-h-[60vh] w-full flex-1 rounded-lg border border-slate-200"
      />
    </div>
  );
}

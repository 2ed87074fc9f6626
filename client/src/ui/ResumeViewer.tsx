import { Download, Printer } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { authHeader } from '@/lib/api-client';
import { forwardEscapeToDialog } from './Dialog';

type ResumeState =
  | { kind: 'loading' }
  | { kind: 'ready'; url: string; filename: string }
  | { kind: 'missing' }
  | { kind: 'error'; message: string };

function filenameOf(response: Response): string {
  const disposition = response.headers.get('content-disposition') ?? '';
  return /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'resume.pdf';
}

/**
 * Fetches the resume PDF with the admin's token (never a token in a URL) and shows it in an
 * embedded viewer, with Print and Download. The object URL lives only while this is on screen.
 */
export function ResumeViewer({ resumeLink, title }: { resumeLink: string | null; title: string }) {
  const [state, setState] = useState<ResumeState>(resumeLink ? { kind: 'loading' } : { kind: 'missing' });
  const frame = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    if (!resumeLink) {
      setState({ kind: 'missing' });
      return;
    }
    let objectUrl: string | undefined;
    let cancelled = false;
    setState({ kind: 'loading' });
    (async () => {
      try {
        const response = await fetch(resumeLink, { headers: authHeader() });
        if (response.status === 404) return !cancelled && setState({ kind: 'missing' });
        if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
        const blob = await response.blob();
        objectUrl = URL.createObjectURL(new Blob([blob], { type: 'application/pdf' }));
        if (!cancelled) setState({ kind: 'ready', url: objectUrl, filename: filenameOf(response) });
      } catch (error) {
        if (!cancelled) setState({ kind: 'error', message: error instanceof Error ? error.message : String(error) });
      }
    })();
    return () => {
      cancelled = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [resumeLink]);

  if (state.kind === 'missing') return <p className="text-slate-700">No resume available.</p>;
  if (state.kind === 'loading') return <p role="status" className="text-slate-700">Loading resume...</p>;
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

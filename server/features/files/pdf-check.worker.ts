import { installPdfBudget, pdfBudgetExceeded, resetPdfBudget } from './pdf-limits.js';
import { removePdfScripts, UnreadablePdfError } from './pdf-scripts.js';
import type { PdfCheckAnswer, PdfCheckRequest } from './pdf-checker.js';

/**
 * A PDF check's own thread (a piscina worker started by pdf-checker.ts): pdf-lib parses the upload
 * here, under the thread's memory limit and the decoding budget, so a crafted file can neither
 * stall the server's event loop nor fill its memory. One file at a time.
 */
installPdfBudget();
// pdf-lib warns on stdout about every broken object it skips: an upload's noise, not the server's.
console.warn = () => undefined;

export default async function checkPdfInThread({ bytes, started }: PdfCheckRequest): Promise<PdfCheckAnswer> {
  started.postMessage(null);
  started.close();
  resetPdfBudget();
  try {
    const cleaned = await removePdfScripts(bytes);
    // Copied back, not transferred: a small Buffer's memory is Node's shared pool, which must stay here.
    return pdfBudgetExceeded() ? { ok: false, reason: 'too_complex' } : { ok: true, bytes: cleaned.bytes, pageCount: cleaned.pageCount };
  } catch (error) {
    return { ok: false, reason: pdfBudgetExceeded() ? 'too_complex' : error instanceof UnreadablePdfError ? error.reason : 'unreadable' };
  }
}

import { parentPort } from 'node:worker_threads';
import { installPdfBudget, pdfBudgetExceeded, resetPdfBudget } from './pdf-limits.js';
import { removePdfScripts, UnreadablePdfError } from './pdf-scripts.js';
import type { PdfCheckAnswer, PdfCheckRequest } from './pdf-checker.js';

/**
 * A PDF check's own thread (started by pdf-checker.ts): pdf-lib parses the upload here, under the
 * thread's memory limit and the decoding budget, so a crafted file can neither stall the server's
 * event loop nor fill its memory. One file at a time.
 */
installPdfBudget();
// pdf-lib warns on stdout about every broken object it skips: an upload's noise, not the server's.
console.warn = () => undefined;

const port = parentPort;
if (!port) throw new Error('pdf-check.worker.ts runs only as a worker thread');

port.on('message', async ({ id, bytes }: PdfCheckRequest) => {
  resetPdfBudget();
  let answer: PdfCheckAnswer;
  try {
    const cleaned = await removePdfScripts(bytes);
    answer = pdfBudgetExceeded() ? { id, ok: false, reason: 'too_complex' } : { id, ok: true, bytes: cleaned.bytes, pageCount: cleaned.pageCount };
  } catch (error) {
    answer = { id, ok: false, reason: pdfBudgetExceeded() ? 'too_complex' : error instanceof UnreadablePdfError ? error.reason : 'unreadable' };
  }
  // Copied, not transferred: a small Buffer's memory is Node's shared pool, which must stay here.
  port.postMessage(answer);
});


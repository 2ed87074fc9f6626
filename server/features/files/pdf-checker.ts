import { createRequire } from 'node:module';
import { extname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { MessageChannel, type MessagePort } from 'node:worker_threads';
import { Piscina } from 'piscina';
import { UnreadablePdfError } from './unreadable-pdf-error.js';

/** A PDF as it leaves the check: rewritten without anything that runs. */
export interface CheckedPdf {
  bytes: Buffer;
  pageCount: number;
}

export interface PdfCheckRequest {
  bytes: Uint8Array;
  /** The thread says on it when it takes the file, so the time limit counts from then, not from the queue. */
  started: MessagePort;
}

export type PdfCheckAnswer = { ok: true; bytes: Uint8Array; pageCount: number } | { ok: false; reason: UnreadablePdfError['reason'] };

/**
 * The check's threads. Two, as the machines have two cores: more files at once wait their turn
 * rather than share a core. A thread that runs past `timeoutMs` or out of its heap is ended and
 * its file refused; an idle thread beyond the first ends after `idleMs`.
 */
export const pdfCheckThreads = {
  count: 2,
  timeoutMs: 10_000,
  idleMs: 30_000,
  resourceLimits: { maxOldGenerationSizeMb: 96, maxYoungGenerationSizeMb: 16, stackSizeMb: 4 },
} as const;

let pool: Piscina<PdfCheckRequest, PdfCheckAnswer> | undefined;

/**
 * Started at the first check, not at import, so scripts that never check a PDF start no thread.
 * One thread stays: with none, piscina does not replace threads that were ended (time limit, heap)
 * while files wait, and those files would wait for good (docs/decisions.md, "The PDF check's threads
 * are a piscina pool (issue 38)").
 */
function checkThreads(): Piscina<PdfCheckRequest, PdfCheckAnswer> {
  pool ??= new Piscina({
    ...workerEntry(),
    minThreads: 1,
    maxThreads: pdfCheckThreads.count,
    idleTimeout: pdfCheckThreads.idleMs,
    resourceLimits: pdfCheckThreads.resourceLimits,
  });
  return pool;
}

/**
 * Loads a PDF and writes it back without scripts (pdf-scripts.ts), in a worker thread with a memory
 * limit, a time limit and a decoding budget (pdf-limits.ts), so however the file is crafted the
 * server's own thread stays free and its memory bounded. Rejects with `UnreadablePdfError`.
 */
export async function checkPdf(bytes: Uint8Array): Promise<CheckedPdf> {
  const { port1: started, port2: startedInThread } = new MessageChannel();
  const overtime = new AbortController();
  let timeout: NodeJS.Timeout | undefined;
  started.once('message', () => {
    timeout = setTimeout(() => overtime.abort(), pdfCheckThreads.timeoutMs);
  });
  started.unref();
  let answer: PdfCheckAnswer;
  try {
    answer = await checkThreads().run({ bytes, started: startedInThread }, { transferList: [startedInThread], signal: overtime.signal });
  } catch {
    // Past its time (the thread is ended), out of its heap, or crashed: the file is refused.
    answer = { ok: false, reason: 'too_complex' };
  } finally {
    clearTimeout(timeout);
    started.close();
  }
  if (!answer.ok) throw new UnreadablePdfError(answer.reason);
  return { bytes: Buffer.from(answer.bytes.buffer, answer.bytes.byteOffset, answer.bytes.byteLength), pageCount: answer.pageCount };
}

/**
 * The worker runs the built JavaScript beside this file, or, when the server runs from its
 * TypeScript sources (development and tests), the TypeScript through tsx's loader.
 */
function workerEntry(): { filename: string; execArgv?: string[] } {
  const extension = extname(fileURLToPath(import.meta.url));
  const filename = fileURLToPath(new URL(`./pdf-check.worker${extension}`, import.meta.url));
  if (extension !== '.ts') return { filename };
  return { filename, execArgv: ['--import', pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href] };
}

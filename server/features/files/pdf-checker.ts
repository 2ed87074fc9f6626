import { createRequire } from 'node:module';
import { extname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { UnreadablePdfError } from './pdf-scripts.js';

/** A PDF as it leaves the check: rewritten without anything that runs. */
export interface CheckedPdf {
  bytes: Buffer;
  pageCount: number;
}

export interface PdfCheckRequest {
  id: number;
  bytes: Uint8Array;
}

export type PdfCheckAnswer = { id: number; ok: true; bytes: Uint8Array; pageCount: number } | { id: number; ok: false; reason: UnreadablePdfError['reason'] };

/**
 * The check's threads. Two, as the machines have two cores: more files at once wait their turn
 * rather than share a core. A thread that runs past `timeoutMs` or out of its heap is ended and
 * its file refused; an idle thread ends after `idleMs` and is started again when needed.
 */
export const pdfCheckThreads = {
  count: 2,
  timeoutMs: 10_000,
  idleMs: 30_000,
  resourceLimits: { maxOldGenerationSizeMb: 96, maxYoungGenerationSizeMb: 16, stackSizeMb: 4 },
} as const;

interface QueuedCheck {
  bytes: Uint8Array;
  resolve(checked: CheckedPdf): void;
  reject(error: UnreadablePdfError): void;
}

interface CheckThread {
  worker: Worker;
  running?: { id: number; check: QueuedCheck; timeout: NodeJS.Timeout };
  idleTimer?: NodeJS.Timeout;
}

const waiting: QueuedCheck[] = [];
const threads = new Set<CheckThread>();
let nextId = 1;

/**
 * Loads a PDF and writes it back without scripts (pdf-scripts.ts), in a worker thread with a memory
 * limit, a time limit and a decoding budget (pdf-limits.ts), so however the file is crafted the
 * server's own thread stays free and its memory bounded. Rejects with `UnreadablePdfError`.
 */
export function checkPdf(bytes: Uint8Array): Promise<CheckedPdf> {
  return new Promise((resolve, reject) => {
    waiting.push({ bytes, resolve, reject });
    startWaitingChecks();
  });
}

function startWaitingChecks() {
  while (waiting.length > 0) {
    let thread = [...threads].find((candidate) => !candidate.running);
    if (!thread) {
      if (threads.size >= pdfCheckThreads.count) return;
      thread = startThread();
    }
    run(thread, waiting.shift()!);
  }
}

function run(thread: CheckThread, check: QueuedCheck) {
  clearTimeout(thread.idleTimer);
  const id = nextId++;
  const timeout = setTimeout(() => {
    settle(thread, { id, ok: false, reason: 'too_complex' });
    void thread.worker.terminate();
  }, pdfCheckThreads.timeoutMs);
  thread.running = { id, check, timeout };
  thread.worker.ref(); // a script awaiting a check must not exit under it
  thread.worker.postMessage({ id, bytes: check.bytes } satisfies PdfCheckRequest);
}

function settle(thread: CheckThread, answer: PdfCheckAnswer) {
  const running = thread.running;
  if (!running || running.id !== answer.id) return;
  thread.running = undefined;
  clearTimeout(running.timeout);
  if (answer.ok) {
    running.check.resolve({ bytes: Buffer.from(answer.bytes.buffer, answer.bytes.byteOffset, answer.bytes.byteLength), pageCount: answer.pageCount });
  } else {
    running.check.reject(new UnreadablePdfError(answer.reason));
  }
  if (threads.has(thread)) {
    thread.worker.unref();
    thread.idleTimer = setTimeout(() => void thread.worker.terminate(), pdfCheckThreads.idleMs);
    thread.idleTimer.unref();
  }
  startWaitingChecks();
}

function startThread(): CheckThread {
  const worker = startWorker();
  const thread: CheckThread = { worker };
  threads.add(thread);
  worker.on('message', (answer: PdfCheckAnswer) => settle(thread, answer));
  // Out of its heap (ERR_WORKER_OUT_OF_MEMORY) or crashed: the file it was checking is refused.
  worker.on('error', () => {
    if (thread.running) settle(thread, { id: thread.running.id, ok: false, reason: 'too_complex' });
  });
  worker.on('exit', () => {
    threads.delete(thread);
    clearTimeout(thread.idleTimer);
    if (thread.running) settle(thread, { id: thread.running.id, ok: false, reason: 'too_complex' });
    startWaitingChecks();
  });
  worker.unref();
  return thread;
}

/**
 * The worker runs the built JavaScript beside this file, or, when the server runs from its
 * TypeScript sources (development and tests), the TypeScript through tsx's loader.
 */
function startWorker(): Worker {
  const extension = extname(fileURLToPath(import.meta.url));
  const entry = new URL(`./pdf-check.worker${extension}`, import.meta.url);
  const options = { resourceLimits: pdfCheckThreads.resourceLimits };
  if (extension !== '.ts') return new Worker(entry, options);
  const tsxApi = new URL('dist/esm/api/index.mjs', pathToFileURL(createRequire(import.meta.url).resolve('tsx/package.json')));
  const bootstrap = `import(${JSON.stringify(tsxApi.href)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(entry.href)}); });`;
  return new Worker(bootstrap, { ...options, eval: true });
}

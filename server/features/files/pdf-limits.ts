import { createRequire } from 'node:module';
import { MAX_UPLOAD_BYTES } from '../../../contract/franchise.js';

/**
 * What one PDF may cost to check. A few kilobytes of nested Flate streams can inflate to gigabytes,
 * so every decompression pdf-lib does while loading (object streams, cross-reference streams) draws
 * on a budget: the buffer of any one stream, the buffers of all streams of the file together (both
 * the upload limit, decision 0234), and how many filters may be chained on one stream. A real resume
 * decodes a few kilobytes of object streams; its images and page contents are never inflated by the
 * check at all.
 */
export const pdfCheckLimits = {
  /** The output buffer of one decoding stage (it grows by doubling). */
  maxStreamBytes: MAX_UPLOAD_BYTES,
  /** The output buffers of every decoding stage of one file, added up. */
  maxTotalBytes: MAX_UPLOAD_BYTES,
  /** Filters chained on one stream ([/ASCII85Decode /FlateDecode] is the most a real file uses). */
  maxFilters: 2,
} as const;

export type PdfCheckLimits = typeof pdfCheckLimits;

/** Thrown (inside pdf-lib's decoding) when a file goes over its budget. */
export class PdfBudgetExceededError extends Error {
  constructor(readonly limit: keyof PdfCheckLimits) {
    super(`The PDF goes over the check's ${limit}.`);
  }
}

/** The parts of pdf-lib's decoding stream (a port of pdf.js's DecodeStream) the budget hooks into. */
interface DecodeStreamInternals {
  /** Grows the output buffer to hold `requested` bytes: every decoder calls it before it writes. */
  ensureBuffer(requested: number): Uint8Array;
  /** The stream it reads from: another decoding stage, or the raw bytes. */
  stream?: unknown;
  /** Its output buffer, and the size that buffer starts from: it grows by doubling from there. */
  buffer: Uint8Array;
  minBufferLength: number;
  /** Bytes this stage has already been charged for. */
  chargedBytes?: number;
}

/**
 * The buffer pdf-lib allocates to hold `requested` bytes: the next doubling of the stage's starting
 * size (DecodeStream.ensureBuffer). A stage asking for 8 MB and one byte holds 16 MB, and the 8 MB it
 * copies from until the copy is done.
 */
export function decodeBufferBytes(stage: Pick<DecodeStreamInternals, 'minBufferLength'>, requested: number): number {
  let size = stage.minBufferLength > 0 ? stage.minBufferLength : 1;
  while (size < requested) size *= 2;
  return size;
}

let spentBytes = 0;
let exceeded: keyof PdfCheckLimits | null = null;
let installed = false;

/** Starts a new file's budget. */
export function resetPdfBudget(): void {
  spentBytes = 0;
  exceeded = null;
}

/**
 * The limit the current file went over, if any. pdf-lib skips an object it cannot parse and goes
 * on, so the budget's error may never reach the caller: this is how the check still knows.
 */
export function pdfBudgetExceeded(): keyof PdfCheckLimits | null {
  return exceeded;
}

function refuse(limit: keyof PdfCheckLimits): never {
  exceeded ??= limit;
  throw new PdfBudgetExceededError(limit);
}

/**
 * Makes every pdf-lib decoding stage charge its output growth to the budget and refuse to grow past
 * it. It changes pdf-lib's shared class, so it is called only in the PDF check's worker threads
 * (pdf-check.worker.ts), never in the server's own thread. pdf-lib is pinned to one version in
 * package.json; the budget tests fail if a release renames what is hooked here.
 */
export function installPdfBudget(limits: PdfCheckLimits = pdfCheckLimits): void {
  if (installed) return;
  installed = true;
  const require = createRequire(import.meta.url);
  const { default: DecodeStream } = require('pdf-lib/cjs/core/streams/DecodeStream.js') as { default: { prototype: DecodeStreamInternals } };
  const original = DecodeStream.prototype.ensureBuffer;
  if (typeof original !== 'function') throw new Error('pdf-lib no longer has DecodeStream.ensureBuffer: the PDF budget cannot be installed');

  const chainLength = (stage: DecodeStreamInternals): number => {
    let length = 0;
    for (let current: unknown = stage; current instanceof (DecodeStream as unknown as new () => DecodeStreamInternals); current = (current as DecodeStreamInternals).stream) {
      length += 1;
    }
    return length;
  };

  // pdf-lib recovers from an object it cannot parse by skipping it and going on; once the file is
  // over its budget there is nothing to recover, so the whole load stops there.
  const { default: PDFParser } = require('pdf-lib/cjs/core/parser/PDFParser.js') as { default: { prototype: { tryToParseInvalidIndirectObject(): unknown } } };
  const recover = PDFParser.prototype.tryToParseInvalidIndirectObject;
  if (typeof recover !== 'function') throw new Error('pdf-lib no longer has PDFParser.tryToParseInvalidIndirectObject: the PDF budget cannot be installed');
  PDFParser.prototype.tryToParseInvalidIndirectObject = function stopWhenOverBudget(this: unknown) {
    if (exceeded) throw new PdfBudgetExceededError(exceeded);
    return recover.call(this);
  };

  // Charged by the buffer pdf-lib is about to allocate, not by the bytes asked for: the budget then
  // bounds the memory a file's decoding holds, not only its output (decision 0234).
  DecodeStream.prototype.ensureBuffer = function ensureBufferWithinBudget(this: DecodeStreamInternals, requested: number) {
    if (requested <= this.buffer.byteLength) return this.buffer;
    const allocated = decodeBufferBytes(this, requested);
    if (allocated > limits.maxStreamBytes) refuse('maxStreamBytes');
    const charged = this.chargedBytes ?? 0;
    if (allocated > charged) {
      if (charged === 0 && chainLength(this) > limits.maxFilters) refuse('maxFilters');
      spentBytes += allocated - charged;
      this.chargedBytes = allocated;
      if (spentBytes > limits.maxTotalBytes) refuse('maxTotalBytes');
    }
    return original.call(this, requested);
  };
}

import { createRequire } from 'node:module';
import { MAX_UPLOAD_BYTES } from '../../../contract/franchise.js';

/**
 * What one PDF may cost to check. A few kilobytes of nested Flate streams can inflate to gigabytes,
 * so every decompression pdf-lib does while loading (object streams, cross-reference streams) draws
 * on a budget: bytes out of any one stream, bytes out of all streams of the file together, and how
 * many filters may be chained on one stream. A real resume decodes a few kilobytes of object
 * streams; its images and page contents are never inflated by the check at all.
 */
export const pdfCheckLimits = {
  /** Output of one decoding stage. */
  maxStreamBytes: 2 * MAX_UPLOAD_BYTES,
  /** Output of every decoding stage of one file, added up. */
  maxTotalBytes: 2 * MAX_UPLOAD_BYTES,
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
  /** Bytes this stage has already been charged for. */
  chargedBytes?: number;
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

  DecodeStream.prototype.ensureBuffer = function ensureBufferWithinBudget(this: DecodeStreamInternals, requested: number) {
    if (requested > limits.maxStreamBytes) refuse('maxStreamBytes');
    const charged = this.chargedBytes ?? 0;
    if (requested > charged) {
      if (charged === 0 && chainLength(this) > limits.maxFilters) refuse('maxFilters');
      spentBytes += requested - charged;
      this.chargedBytes = requested;
      if (spentBytes > limits.maxTotalBytes) refuse('maxTotalBytes');
    }
    return original.call(this, requested);
  };
}

// Apart from pdf-scripts.ts so that the server's own thread, which only catches it, never loads pdf-lib
// (some 0.7 s): only the PDF check's worker threads parse PDFs.

/**
 * Why a PDF was refused: it could not be read, it is encrypted (so its actions cannot be checked),
 * or checking it would cost more than its size allows (pdf-limits.ts: it inflates far beyond it).
 */
export class UnreadablePdfError extends Error {
  constructor(
    readonly reason: 'encrypted' | 'unreadable' | 'too_complex',
    cause?: unknown,
  ) {
    super(reason === 'encrypted' ? 'The PDF is encrypted.' : reason === 'too_complex' ? 'The PDF is too complex to check.' : 'The PDF could not be read.', { cause });
  }
}

import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '../../../contract/franchise.js';
import { objectStream, pdfWith } from '../../test/pdf-bombs.js';
import { checkPdf } from './pdf-checker.js';
import { decodeBufferBytes, pdfCheckLimits } from './pdf-limits.js';
import { UnreadablePdfError } from './unreadable-pdf-error.js';

const MB = 1024 * 1024;

/** What the check says of a one-page PDF with an object stream that inflates to `bytes` bytes. */
async function checkWithObjectStreamOf(bytes: number): Promise<string> {
  const pdf = pdfWith([objectStream(deflateSync(Buffer.alloc(bytes, 0x20)), 1)]);
  try {
    await checkPdf(pdf);
    return 'cleaned';
  } catch (error) {
    if (error instanceof UnreadablePdfError) return error.reason;
    throw error;
  }
}

describe('the PDF check\'s decoding budget', () => {
  it('is the upload limit, for one stream and for the whole file', () => {
    expect(pdfCheckLimits).toMatchObject({ maxStreamBytes: MAX_UPLOAD_BYTES, maxTotalBytes: MAX_UPLOAD_BYTES });
  });

  it('counts the buffer pdf-lib allocates: its starting size doubled until the bytes fit', () => {
    expect(decodeBufferBytes({ minBufferLength: 512 }, 1)).toBe(512);
    expect(decodeBufferBytes({ minBufferLength: 512 }, 513)).toBe(1024);
    expect(decodeBufferBytes({ minBufferLength: 512 }, 4 * MB)).toBe(4 * MB);
    expect(decodeBufferBytes({ minBufferLength: 512 }, 4 * MB + 1)).toBe(8 * MB);
    expect(decodeBufferBytes({ minBufferLength: 4096 }, 5000)).toBe(8192);
  });

  it('lets an object stream that inflates to 3 MB through, far more than a resume\'s', async () => {
    expect(await checkWithObjectStreamOf(3 * MB)).not.toBe('too_complex');
  });

  it('refuses one that inflates to 4.5 MB: the 8 MB buffer that holds it is over the budget', async () => {
    expect(await checkWithObjectStreamOf(4.5 * MB)).toBe('too_complex');
  });
});

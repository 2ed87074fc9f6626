import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES, uploadMessages } from '@contract/franchise';
import { contractFileProblem } from './pdf-file';

const file = (name: string, type: string, size = 10) => new File([new Uint8Array(size)], name, { type });

describe('contractFileProblem', () => {
  it('accepts a PDF by its type or, when the browser reports none, by its name', () => {
    expect(contractFileProblem(file('contract', 'application/pdf'))).toBeUndefined();
    expect(contractFileProblem(file('Contract.PDF', ''))).toBeUndefined();
  });

  it('refuses other files and files over 5 MB', () => {
    expect(contractFileProblem(file('contract.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'))).toBe(
      uploadMessages.notPdf,
    );
    expect(contractFileProblem(file('scan.jpg', 'image/jpeg'))).toBe(uploadMessages.notPdf);
    expect(contractFileProblem(file('big.pdf', 'application/pdf', MAX_UPLOAD_BYTES))).toBeUndefined();
    expect(contractFileProblem(file('big.pdf', 'application/pdf', MAX_UPLOAD_BYTES + 1))).toBe(uploadMessages.tooLarge);
  });
});

import { MAX_UPLOAD_BYTES, uploadMessages } from '@contract/franchise';
import { isPdfFile } from '@/lib/pdf-file';

/** What is wrong with a chosen or dropped contract, or undefined when it may be sent. */
export function contractFileProblem(file: File): string | undefined {
  if (!isPdfFile(file)) return uploadMessages.notPdf;
  if (file.size > MAX_UPLOAD_BYTES) return uploadMessages.tooLarge;
  return undefined;
}

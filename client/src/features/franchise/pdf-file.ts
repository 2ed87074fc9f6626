import { MAX_UPLOAD_BYTES, uploadMessages } from '../../../../contract/franchise';

/**
 * What is wrong with a chosen or dropped contract, or undefined when it may be sent. The type the
 * browser reports and the name are only a first check; the server reads the file's bytes.
 */
export function contractFileProblem(file: File): string | undefined {
  const isPdf = file.type === 'application/pdf' || /\.pdf$/i.test(file.name);
  if (!isPdf) return uploadMessages.notPdf;
  if (file.size > MAX_UPLOAD_BYTES) return uploadMessages.tooLarge;
  return undefined;
}

/** '820 bytes', '24 KB', '1.3 MB'. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

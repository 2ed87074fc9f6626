/**
 * Whether a chosen or dropped file is a PDF by the type the browser reports or, when it reports
 * none, by its name. Only a first check: the server reads the file's bytes.
 */
export function isPdfFile(file: File): boolean {
  return file.type === 'application/pdf' || /\.pdf$/i.test(file.name);
}

/** '820 bytes', '24 KB', '1.3 MB'. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

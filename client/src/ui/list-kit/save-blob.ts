/** The file name a `content-disposition` header suggests (its UTF-8 `filename*` first), else `fallback`. */
export function filenameFromDisposition(header: string | null, fallback: string): string {
  const extended = /filename\*=UTF-8''([^;\s]+)/i.exec(header ?? '')?.[1];
  if (extended) {
    try {
      const decoded = decodeURIComponent(extended).trim();
      if (decoded) return decoded;
    } catch {
      // A malformed escape: the plain name below.
    }
  }
  const match = /filename="?([^";]+)"?/i.exec(header ?? '');
  return match?.[1]?.trim() || fallback;
}

/**
 * Hands `blob` to the browser as a download (an object URL behind a temporary `<a download>`),
 * for files fetched with the admin's token, which a plain link could not send.
 */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the download in some browsers; a moment later is safe.
  window.setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

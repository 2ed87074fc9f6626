import type { StoredFile } from './file-store.js';

/**
 * A stored PDF opened in the browser itself (a direct link, "open in new tab") is a document of
 * its own: it gets a sandbox and may load nothing. Chromium still renders a PDF under this policy
 * (checked in the browser); it does not stop the PDF's own scripts, which is why stored PDFs are
 * cleaned of them (`pdf-scripts.ts`).
 */
export const pdfContentSecurityPolicy = "sandbox; default-src 'none'; frame-ancestors 'self'";

/** Headers for a private PDF shown inline: its name, no caching anywhere, its own strict policy. */
/** The part of a Fastify reply this needs (ts-rest hands routes a reply typed for an older Fastify). */
interface HeaderSink {
  header(name: string, value: string): unknown;
  type(contentType: string): unknown;
}

export function preparePdfReply(reply: HeaderSink, file: StoredFile): Buffer {
  const asciiName = file.filename.replace(/[^\x20-\x7e]|"/g, '_');
  reply.header('content-disposition', `inline; filename="${asciiName}"`);
  // Personal data: never kept by shared caches or the browser's disk cache.
  reply.header('cache-control', 'private, no-store');
  reply.header('content-security-policy', pdfContentSecurityPolicy);
  reply.type('application/pdf');
  return file.bytes;
}

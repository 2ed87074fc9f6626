import type { StoredFile } from './file-store.js';

/**
 * A stored PDF opened in the browser itself (a direct link, "open in new tab") is a document of
 * its own: it gets a sandbox and may load nothing. Chromium still renders a PDF under this policy
 * (checked in the browser); it does not stop the PDF's own scripts, which is why stored PDFs are
 * cleaned of them (`pdf-scripts.ts`).
 */
export const pdfContentSecurityPolicy = "sandbox; default-src 'none'; frame-ancestors 'self'";

/**
 * The name twice (RFC 6266): `filename` in plain ASCII for old clients (accents dropped, other
 * characters as '_'), and `filename*` in UTF-8 for the rest.
 */
export function dispositionFilename(filename: string): string {
  const ascii = filename
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(filename).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** Headers for a private PDF shown inline: its name, no caching anywhere, its own strict policy. */
/** The part of a Fastify reply this needs (ts-rest hands routes a reply typed for an older Fastify). */
interface HeaderSink {
  header(name: string, value: string): unknown;
  type(contentType: string): unknown;
}

export function preparePdfReply(reply: HeaderSink, file: StoredFile): Buffer {
  reply.header('content-disposition', `inline; ${dispositionFilename(file.filename)}`);
  // Personal data: never kept by shared caches or the browser's disk cache.
  reply.header('cache-control', 'private, no-store');
  reply.header('content-security-policy', pdfContentSecurityPolicy);
  reply.type('application/pdf');
  return file.bytes;
}

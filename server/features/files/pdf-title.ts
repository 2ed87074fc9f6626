/**
 * The PDF with `title` as its document title, which a browser's PDF viewer shows in its bar (a
 * PDF fetched with a token is opened from a blob: address, whose name is a random id). A file
 * pdf-lib cannot read, or an encrypted one, is answered as it is.
 */
export async function withDocumentTitle(bytes: Buffer, title: string): Promise<Buffer> {
  try {
    // Loaded with the first document opened, not with the server: pdf-lib takes a fifth of a second.
    const { PDFDocument } = await import('pdf-lib');
    const document = await PDFDocument.load(bytes, { updateMetadata: false });
    document.setTitle(title, { showInWindowTitleBar: true });
    return Buffer.from(await document.save({ useObjectStreams: false }));
  } catch {
    return bytes;
  }
}

/**
 * A download name for a person's document, 'Resume - Maria Santos.pdf': letters kept (accents in
 * the UTF-8 name), anything a file system or a header would choke on dropped.
 */
export function documentFilename(kind: string, personName: string): string {
  const name = personName
    .normalize('NFC')
    .replace(/[^\p{L}\p{N} .'-]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 80);
  return name ? `${kind} - ${name}.pdf` : `${kind.toLowerCase()}.pdf`;
}

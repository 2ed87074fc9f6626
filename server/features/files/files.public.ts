// What other features may use of files: reading a PDF upload, storing and serving it, and the
// table their rows point to.
export { storedFiles } from './stored-files.table.js';
export type { FileStore, StoredFile } from './file-store.js';
export { readPdfForm, type PdfUpload } from './read-pdf-upload.js';
export { preparePdfReply } from './pdf-reply.js';
export { documentFilename, withDocumentTitle } from './pdf-title.js';

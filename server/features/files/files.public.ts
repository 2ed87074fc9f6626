// What other features may use of files: reading a PDF upload, storing and serving it, and the file storage's upkeep (orphans, the move out of Postgres).
export { bytesInRowFileSaver, type FileSaver, type FileStore, type NewFile, type StagedFile, type StoredFile } from './file-store.js';
export type { FileStorage } from './file-storage.js';
export { readPdfForm, type PdfUpload } from './read-pdf-upload.js';
export { preparePdfReply } from './pdf-reply.js';
export { documentFilename, withDocumentTitle } from './pdf-title.js';
export { removeOrphanFiles } from './orphan-files.js';

import { readFile } from 'node:fs/promises';
import pLimit from 'p-limit';
import type { FileStore, StagedFile } from './file-store.js';
import { checkPdf } from './pdf-checker.js';

/**
 * Uploads whose file is read back, checked and stored at once. Each holds the upload and its
 * cleaned copy in memory (up to about 10 MB with the check's own copy); the rest wait as temporary
 * files, holding nothing but their upload slot (plugins/upload-slots.ts), so the slots' total
 * bounds how many wait. Twice the check's threads, so a thread never waits for the next file to be
 * read while another is being stored.
 */
export const UPLOADS_PROCESSED_AT_ONCE = 4;

const inTurn = pLimit(UPLOADS_PROCESSED_AT_ONCE);

/**
 * A received upload (a temporary file at `path`), in its turn: read, rewritten without scripts in
 * the check's threads (rejects with UnreadablePdfError), and only the result put in the storage.
 */
export function checkAndStage(store: FileStore, upload: { path: string; filename: string }): Promise<StagedFile> {
  return inTurn(async () => {
    const checked = await checkPdf(await readFile(upload.path));
    return store.stage({ filename: upload.filename, contentType: 'application/pdf', bytes: checked.bytes });
  });
}

/** Uploads checking or stored now, and waiting for their turn (for tests and diagnostics). */
export function uploadsInProcessing() {
  return { running: inTurn.activeCount, waiting: inTurn.pendingCount };
}

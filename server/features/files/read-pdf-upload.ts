import { createWriteStream } from 'node:fs';
import { unlink } from 'node:fs/promises';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { MAX_UPLOAD_BYTES, uploadMessages } from '../../../contract/franchise.js';
import type { z } from 'zod';
import { AppError, badRequest } from '../../lib/errors.js';
import { firstIssue } from '../../lib/validation-errors.js';
import { temporaryUploadPath } from '../../plugins/file-uploads.js';
import type { FileStore, StagedFile } from './file-store.js';
import { UnreadablePdfError } from './unreadable-pdf-error.js';
import { checkAndStage } from './upload-processing.js';

const PDF_MAGIC = Buffer.from('%PDF-');

/** A PDF is known by its first bytes, not by its name or the type the browser claims. */
export function looksLikePdf(bytes: Buffer): boolean {
  return bytes.length > PDF_MAGIC.length && bytes.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC);
}

/** Keeps a display name safe to put in a Content-Disposition header. */
function cleanFilename(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const cleaned = base.replace(/[^\w.() -]+/g, '_').slice(0, 120).trim();
  return cleaned ? (cleaned.toLowerCase().endsWith('.pdf') ? cleaned : `${cleaned}.pdf`) : 'document.pdf';
}

/** An upload's file as it arrived: written to a temporary file, never held in memory. */
interface ReceivedFile {
  filename: string;
  path: string;
  size: number;
  /** Its first bytes, enough to tell a PDF. */
  head: Buffer;
}

interface PdfForm {
  fields: Record<string, string>;
  file: ReceivedFile | undefined;
}

export interface PdfFormRules<T extends z.ZodTypeAny> {
  /** The part that carries the PDF. */
  fileField: string;
  /** Checks the text fields; the first problem is the answer's message (400). */
  fieldsSchema: T;
  /** The 400 message when the fields are fine but no file came. */
  missingFileMessage: string;
}

/**
 * What a route hands its service: the checked text fields and the one PDF, already in the file
 * storage; the service saves its row inside `FileStore.keepIfSaved`, which removes it otherwise.
 */
export interface PdfUpload<Fields> {
  fields: Fields;
  file: StagedFile;
}

/**
 * Called by the route (services never see the request). Reads a multipart form with exactly one
 * PDF of at most 5 MB in `fileField`, and text fields that `fieldsSchema` accepts. The body goes
 * to a temporary file as it arrives; once whole, the PDF is rewritten without scripts and only
 * that is put in `store` (upload-processing.ts). A refused upload leaves nothing behind. The
 * upload keeps its slot (plugins/upload-slots.ts) until its temporary file is removed: while it
 * waits for the check and the storage it still costs the disk, even if its client has gone.
 */
export function readPdfForm<T extends z.ZodTypeAny>(
  request: FastifyRequest,
  rules: PdfFormRules<T>,
  store: FileStore,
): Promise<PdfUpload<z.output<T>>> {
  const reading = readCheckAndStage(request, rules, store);
  request.keepUploadSlotUntil?.(reading);
  return reading;
}

async function readCheckAndStage<T extends z.ZodTypeAny>(
  request: FastifyRequest,
  rules: PdfFormRules<T>,
  store: FileStore,
): Promise<PdfUpload<z.output<T>>> {
  const { fields, file } = await readParts(request, rules.fileField);
  try {
    const parsed = rules.fieldsSchema.safeParse(fields);
    if (!parsed.success) {
      const { message, fieldErrors } = firstIssue(parsed.error);
      throw badRequest('request.invalid', message, fieldErrors);
    }
    if (!file) throw badRequest('upload.file_missing', rules.missingFileMessage, { [rules.fileField]: rules.missingFileMessage });
    return { fields: parsed.data as z.output<T>, file: await whileServerWorks(request, () => pdfWithoutScripts(store, file, rules.fileField)) };
  } finally {
    if (file) await removeTemporary(file.path);
  }
}

/**
 * Once the body is in, the client waits on the server (its turn for the check, the storage): no
 * byte moves on the connection, and its idle timeout (IDLE_TIMEOUT_MS) must not close it then.
 * It is set again afterwards, for the answer and any next request on the connection.
 */
async function whileServerWorks<T>(request: FastifyRequest, work: () => Promise<T>): Promise<T> {
  const socket = request.raw.socket as { setTimeout?(ms: number): unknown; destroyed?: boolean } | null;
  if (typeof socket?.setTimeout !== 'function') return work();
  socket.setTimeout(0);
  try {
    return await work();
  } finally {
    if (!socket.destroyed) socket.setTimeout(request.server.initialConfig.connectionTimeout ?? 0);
  }
}

/**
 * What is stored is the PDF rewritten without scripts and actions, so no viewer an admin opens it
 * in can run anything from it. A PDF the parser cannot read or check (encrypted) is refused, never
 * stored as it came; so is one whose check would go over its limits (pdf-limits.ts), with 413.
 */
async function pdfWithoutScripts(store: FileStore, file: ReceivedFile, fileField: string): Promise<StagedFile> {
  try {
    return await checkAndStage(store, file);
  } catch (error) {
    if (!(error instanceof UnreadablePdfError)) throw error;
    if (error.reason === 'too_complex') {
      throw new AppError(413, 'upload.pdf_too_complex', uploadMessages.tooComplex, { [fileField]: uploadMessages.tooComplex });
    }
    const code = error.reason === 'encrypted' ? 'upload.pdf_encrypted' : 'upload.pdf_unreadable';
    throw badRequest(code, uploadMessages.notPdf, { [fileField]: uploadMessages.notPdf });
  }
}

async function readParts(request: FastifyRequest, fileField: string): Promise<PdfForm> {
  if (!request.isMultipart()) {
    throw new AppError(415, 'upload.not_multipart', 'The request must be multipart/form-data.');
  }
  let form: PdfForm;
  try {
    form = await untilCutOff(request, () => collectParts(request, fileField));
  } catch (error) {
    // Busboy's own parse errors (no boundary, a body cut short) carry no status: they are bad input.
    if (error instanceof AppError || (error as { statusCode?: number }).statusCode) throw error;
    throw badRequest('upload.malformed', 'The upload could not be read. Please try again.');
  }
  const { fields, file } = form;
  if (file && (file.size === 0 || !looksLikePdf(file.head))) {
    await removeTemporary(file.path);
    if (file.size === 0) return { fields, file: undefined };
    throw new AppError(415, 'upload.not_pdf', uploadMessages.notPdf);
  }
  return { fields, file };
}

/**
 * The form, unless the upload is cut off first (upload-slots: its body arrives too slowly, or grows
 * too large): then the cut-off's answer is thrown at once and whatever had arrived is dropped,
 * never handed on. The reading left behind ends with the connection, which that answer closes, and
 * removes its temporary file; the upload's slot is held until it has.
 */
async function untilCutOff(request: FastifyRequest, read: () => Promise<PdfForm>): Promise<PdfForm> {
  const cutOff = request.uploadCutOff;
  if (!cutOff) return read();
  cutOff.throwIfAborted();
  const reading = read();
  let stopListening: () => void = () => undefined;
  const cut = new Promise<never>((_resolve, reject) => {
    const onCutOff = () => reject(cutOff.reason);
    cutOff.addEventListener('abort', onCutOff, { once: true });
    stopListening = () => cutOff.removeEventListener('abort', onCutOff);
  });
  try {
    return await Promise.race([reading, cut]);
  } finally {
    stopListening();
    // Once cut off, the reading's own end is not anyone's answer; a form it still completed is dropped.
    if (cutOff.aborted) {
      request.keepUploadSlotUntil?.(reading.then((form) => form.file && removeTemporary(form.file.path), () => undefined));
    }
  }
}

async function collectParts(request: FastifyRequest, fileField: string): Promise<PdfForm> {
  const fields: Record<string, string> = {};
  let file: ReceivedFile | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: MAX_UPLOAD_BYTES, files: 2, fields: 30, fieldSize: 20_000 } })) {
      if (part.type === 'file') {
        if (part.fieldname !== fileField) {
          part.file.resume();
          throw badRequest('upload.unexpected_file', `Unexpected file field "${part.fieldname}".`);
        }
        if (file) {
          part.file.resume();
          throw badRequest('upload.one_file', uploadMessages.oneFile);
        }
        file = { filename: cleanFilename(part.filename), path: temporaryUploadPath(), size: 0, head: Buffer.alloc(0) };
        await pipeline(part.file, measuring(file), createWriteStream(file.path, { flags: 'wx', mode: 0o600 }));
        if (part.file.truncated) throw new AppError(413, 'upload.too_large', uploadMessages.tooLarge);
      } else {
        if (part.fieldname in fields) throw badRequest('upload.duplicate_field', `The field "${part.fieldname}" was sent twice.`);
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    if (file) await removeTemporary(file.path);
    throw error;
  }
  return { fields, file };
}

/** Counts the bytes going by into `file.size` and keeps the first few in `file.head`. */
function measuring(file: ReceivedFile): Transform {
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (file.head.length < 8) file.head = Buffer.concat([file.head, chunk.subarray(0, 8 - file.head.length)]);
      file.size += chunk.length;
      done(null, chunk);
    },
  });
}

async function removeTemporary(file: string): Promise<void> {
  await unlink(file).catch(() => undefined);
}

import type { FastifyRequest } from 'fastify';
import { MAX_UPLOAD_BYTES, uploadMessages } from '../../../contract/franchise.js';
import type { z } from 'zod';
import { AppError, badRequest } from '../../lib/errors.js';
import { firstIssue } from '../../lib/validation-errors.js';
import type { NewFile } from './file-store.js';
import { checkPdf } from './pdf-checker.js';
import { UnreadablePdfError } from './pdf-scripts.js';

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

interface PdfForm {
  fields: Record<string, string>;
  file: NewFile | undefined;
}

export interface PdfFormRules<T extends z.ZodTypeAny> {
  /** The part that carries the PDF. */
  fileField: string;
  /** Checks the text fields; the first problem is the answer's message (400). */
  fieldsSchema: T;
  /** The 400 message when the fields are fine but no file came. */
  missingFileMessage: string;
}

/** What a route hands its service: the checked text fields and the one PDF. */
export interface PdfUpload<Fields> {
  fields: Fields;
  file: NewFile;
}

/**
 * Called by the route (services never see the request). Reads a multipart form with exactly one PDF of at most 5 MB in `fileField`, and text fields that
 * `fieldsSchema` accepts; the PDF handed on has had its scripts removed. Nothing is stored here; a rejected upload leaves no trace.
 */
export async function readPdfForm<T extends z.ZodTypeAny>(
  request: FastifyRequest,
  rules: PdfFormRules<T>,
): Promise<PdfUpload<z.output<T>>> {
  const { fields, file } = await readParts(request, rules.fileField);
  const parsed = rules.fieldsSchema.safeParse(fields);
  if (!parsed.success) {
    const { message, fieldErrors } = firstIssue(parsed.error);
    throw badRequest('request.invalid', message, fieldErrors);
  }
  if (!file) throw badRequest('upload.file_missing', rules.missingFileMessage, { [rules.fileField]: rules.missingFileMessage });
  return { fields: parsed.data as z.output<T>, file: { ...file, bytes: await pdfWithoutScripts(file.bytes, rules.fileField) } };
}

/**
 * What is stored is the PDF rewritten without scripts and actions, so no viewer an admin opens it
 * in can run anything from it. A PDF the parser cannot read or check (encrypted) is refused, never
 * stored as it came; so is one whose check would go over its limits (pdf-limits.ts), with 413.
 */
async function pdfWithoutScripts(bytes: Buffer, fileField: string): Promise<Buffer> {
  try {
    return (await checkPdf(bytes)).bytes;
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
    form = await untilCutOff(request.uploadCutOff, () => collectParts(request, fileField));
  } catch (error) {
    // Busboy's own parse errors (no boundary, a body cut short) carry no status: they are bad input.
    if (error instanceof AppError || (error as { statusCode?: number }).statusCode) throw error;
    throw badRequest('upload.malformed', 'The upload could not be read. Please try again.');
  }
  const { fields } = form;
  let { file } = form;
  if (file && file.bytes.length === 0) file = undefined;
  if (file && !looksLikePdf(file.bytes)) {
    throw new AppError(415, 'upload.not_pdf', uploadMessages.notPdf);
  }
  return { fields, file };
}

/**
 * The form, unless the upload is cut off first (upload-slots: its body arrives too slowly): then the
 * cut-off's 408 is thrown at once and whatever had arrived is dropped, never handed on. The reading
 * left behind ends with the connection, which the 408 closes.
 */
async function untilCutOff(cutOff: AbortSignal | null, read: () => Promise<PdfForm>): Promise<PdfForm> {
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
    // Once cut off, the reading's own end (an error when the connection closes) is not anyone's answer.
    reading.catch(() => undefined);
  }
}

async function collectParts(request: FastifyRequest, fileField: string): Promise<PdfForm> {
  const fields: Record<string, string> = {};
  let file: NewFile | undefined;
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
      const bytes = await part.toBuffer();
      if (part.file.truncated) throw new AppError(413, 'upload.too_large', uploadMessages.tooLarge);
      file = { filename: cleanFilename(part.filename), contentType: 'application/pdf', bytes };
    } else {
      if (part.fieldname in fields) throw badRequest('upload.duplicate_field', `The field "${part.fieldname}" was sent twice.`);
      fields[part.fieldname] = String(part.value);
    }
  }
  return { fields, file };
}

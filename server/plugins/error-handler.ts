import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { Duplex } from 'node:stream';
import { uploadMessages } from '../../contract/franchise.js';
import { findDatabaseError, isBadInputCode, loggableError } from '../lib/database-errors.js';
import { AppError, errorBody } from '../lib/errors.js';
import { securityHeaderValues, setAnswerHeaders } from '../lib/answer-headers.js';
import { closeIfBodyUnread } from './upload-slots.js';

/** Fastify's own 4xx errors, worded for people. Unlisted 4xx codes keep Fastify's (safe) message. */
const frameworkErrors: Record<string, { status: number; code: string; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: 'request.malformed_json', message: 'The request body is not valid JSON.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 'request.empty_body', message: 'The request body is empty.' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 'request.too_large', message: 'The request body is too large.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, code: 'request.unsupported_media_type', message: 'Unsupported content type.' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, code: 'request.bad_content_length', message: 'The request body length does not match its Content-Length.' },
  FST_ERR_CTP_INVALID_TYPE: { status: 415, code: 'request.unsupported_media_type', message: 'Unsupported content type.' },
  FST_ERR_BAD_URL: { status: 400, code: 'request.bad_url', message: 'The address is not valid.' },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, code: 'request.url_too_long', message: 'The address is too long.' },
  FST_REQ_FILE_TOO_LARGE: { status: 413, code: 'upload.too_large', message: uploadMessages.tooLarge },
  FST_PARTS_LIMIT: { status: 413, code: 'upload.too_many_parts', message: 'The form has too many fields.' },
  FST_FILES_LIMIT: { status: 400, code: 'upload.too_many_files', message: uploadMessages.oneFile },
  FST_FIELDS_LIMIT: { status: 413, code: 'upload.too_many_parts', message: 'The form has too many fields.' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { status: 415, code: 'upload.not_multipart', message: 'The request must be multipart/form-data.' },
};

const internalError = errorBody('server.internal', 'Something went wrong on our side. Please try again in a moment.');
const unstorableInput = 'The request contains text the server cannot store. Please remove unusual characters and try again.';

/**
 * One place turns every thrown error into an answer: an AppError says its own status and message;
 * a framework 4xx is reworded; input the database refuses as data (a bad byte sequence…) is a
 * 400; anything else is logged with the request id, without values, and answered as a bare 500.
 */
function answerError(error: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply) {
  // Errors raised before a route's hooks (a bad URL, the not-found handler's body) reach here without the usual headers.
  setAnswerHeaders(reply);
  closeIfBodyUnread(request, reply);
  if (error instanceof AppError) {
    return reply.code(error.statusCode).send(errorBody(error.code, error.message, error.fieldErrors));
  }
  const known = error.code ? frameworkErrors[error.code] : undefined;
  if (known) {
    return reply.code(known.status).send(errorBody(known.code, known.message));
  }
  const database = findDatabaseError(error);
  if (database && isBadInputCode(database.code)) {
    request.log.warn({ database }, 'database refused input');
    return reply.code(400).send(errorBody('request.unstorable_text', unstorableInput));
  }
  const status = !database && typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (status >= 400 && status < 500) {
    // JSON.parse failures reach here as SyntaxError with statusCode 400 on some paths.
    const message = error instanceof SyntaxError ? 'The request body is not valid JSON.' : error.message;
    return reply.code(status).send(errorBody(`request.${status}`, message));
  }
  // Not `err`: pino's error serializer would put back the message and properties left out here.
  request.log.error({ error: loggableError(error) }, 'request failed');
  return reply.code(500).send(internalError);
}

/**
 * Fastify's `frameworkErrors` factory option: a URL that cannot be decoded (`/api/v1/jobs/%ZZ`) or a
 * parameter too long is refused before any hook runs; it gets the same body and headers as any error.
 */
export const answerFrameworkError: NonNullable<FastifyServerOptions['frameworkErrors']> = (error, request, reply) => {
  answerError(error, request, reply);
};

/**
 * Fastify's `clientErrorHandler` option: a request node's HTTP parser refuses (bad header bytes,
 * headers too large, a timeout) never becomes a request, so the answer is written on the socket,
 * still in the app's shape and with its headers.
 */
export function answerClientError(this: FastifyInstance | void, error: Error & { code?: string }, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason, body] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'Request Timeout', errorBody('request.timeout', 'The request took too long to arrive. Please try again on a steadier connection.')]
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'Request Header Fields Too Large', errorBody('request.headers_too_large', 'The request headers are too large.')]
        : [400, 'Bad Request', errorBody('request.malformed', 'The request could not be read.')];
  const json = JSON.stringify(body);
  // Fastify calls this with the app as `this`: its headers include HSTS on an https site. The answer is JSON.
  const answerHeaders = ((this ? this.answerHeaderValues : undefined) ?? securityHeaderValues).api;
  const headers = Object.entries({ ...answerHeaders, 'cache-control': 'no-store', 'content-type': 'application/json; charset=utf-8' })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  if (socket.writable) {
    socket.write(`HTTP/1.1 ${status} ${reason}\r\n${headers}content-length: ${Buffer.byteLength(json)}\r\nconnection: close\r\n\r\n${json}`);
  }
  // Closing drops whatever body was buffered.
  socket.destroy();
}

async function errorHandler(app: FastifyInstance) {
  app.setErrorHandler(answerError);
}

export default fp(errorHandler, { name: 'error-handler' });

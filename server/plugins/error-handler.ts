import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { uploadMessages } from '../../contract/franchise.js';
import { AppError, errorBody } from '../lib/errors.js';

/** Fastify's own 4xx errors, worded for people. Unlisted 4xx codes keep Fastify's (safe) message. */
const frameworkErrors: Record<string, { status: number; code: string; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: 'request.malformed_json', message: 'The request body is not valid JSON.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 'request.empty_body', message: 'The request body is empty.' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 'request.too_large', message: 'The request body is too large.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, code: 'request.unsupported_media_type', message: 'Unsupported content type.' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, code: 'request.bad_content_length', message: 'The request body length does not match its Content-Length.' },
  FST_REQ_FILE_TOO_LARGE: { status: 413, code: 'upload.too_large', message: uploadMessages.tooLarge },
  FST_PARTS_LIMIT: { status: 413, code: 'upload.too_many_parts', message: 'The form has too many fields.' },
  FST_FILES_LIMIT: { status: 400, code: 'upload.too_many_files', message: uploadMessages.oneFile },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { status: 415, code: 'upload.not_multipart', message: 'The request must be multipart/form-data.' },
};

/**
 * One place turns every thrown error into an answer: an AppError says its own status and message;
 * a framework 4xx is reworded; anything else is logged with the request id and answered as a bare 500.
 */
async function errorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return reply.code(error.statusCode).send(errorBody(error.code, error.message, error.fieldErrors));
    }
    const known = error.code ? frameworkErrors[error.code] : undefined;
    if (known) {
      return reply.code(known.status).send(errorBody(known.code, known.message));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // JSON.parse failures reach here as SyntaxError with statusCode 400 on some paths.
      const message = error instanceof SyntaxError ? 'The request body is not valid JSON.' : error.message;
      return reply.code(status).send(errorBody(`request.${status}`, message));
    }
    request.log.error({ err: error }, 'request failed');
    return reply
      .code(500)
      .send(errorBody('server.internal', 'Something went wrong on our side. Please try again in a moment.'));
  });
}

export default fp(errorHandler, { name: 'error-handler' });

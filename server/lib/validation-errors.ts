import type { RequestValidationError } from '@ts-rest/fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ZodError } from 'zod';
import { errorBody } from './errors.js';

/**
 * The contract rejected the request: answer 400 with the first problem as `message` (the spec's
 * wording, defined once in contract/) and every field's first message in `fieldErrors`.
 */
export function answerValidationError(error: RequestValidationError, _request: FastifyRequest, reply: FastifyReply) {
  const zodErrors = [error.pathParams, error.query, error.headers, error.body].filter((e): e is ZodError => e !== null);
  const fieldErrors: Record<string, string> = {};
  let firstMessage: string | undefined;
  for (const zodError of zodErrors) {
    for (const issue of zodError.issues) {
      const field = issue.path.join('.');
      const message =
        field === '' && issue.code === 'invalid_type' ? 'The request body must be a JSON object.' : issue.message;
      firstMessage ??= message;
      if (field !== '' && !(field in fieldErrors)) fieldErrors[field] = message;
    }
  }
  return reply
    .code(400)
    .send(errorBody('request.invalid', firstMessage ?? 'The request is not valid.', Object.keys(fieldErrors).length ? fieldErrors : undefined));
}

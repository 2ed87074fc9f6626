import type { RequestValidationError } from '@ts-rest/fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ZodError } from 'zod';
import { errorBody } from './errors.js';

/** The first problem's message (the spec's wording, defined once in contract/) and each field's first message. */
export function firstIssue(...zodErrors: ZodError[]): { message: string; fieldErrors: Record<string, string> | undefined } {
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
  return {
    message: firstMessage ?? 'The request is not valid.',
    fieldErrors: Object.keys(fieldErrors).length ? fieldErrors : undefined,
  };
}

/** The contract rejected the request: answer 400 with the first problem and every field's message. */
export function answerValidationError(error: RequestValidationError, _request: FastifyRequest, reply: FastifyReply) {
  const zodErrors = [error.pathParams, error.query, error.headers, error.body].filter((e): e is ZodError => e !== null);
  const { message, fieldErrors } = firstIssue(...zodErrors);
  return reply.code(400).send(errorBody('request.invalid', message, fieldErrors));
}

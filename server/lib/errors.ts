/**
 * An error a request may legitimately end in: it carries its HTTP status and a stable code, and
 * its message is safe to show to the caller. Anything else that is thrown becomes a bare 500.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fieldErrors?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (code: string, message: string, fieldErrors?: Record<string, string>) =>
  new AppError(400, code, message, fieldErrors);
export const unauthorized = (code: string, message: string) => new AppError(401, code, message);
export const forbidden = (code: string, message: string) => new AppError(403, code, message);
export const notFound = (code: string, message: string) => new AppError(404, code, message);
export const conflict = (code: string, message: string) => new AppError(409, code, message);

/** The body every error answer has (see contract/common.ts). */
export function errorBody(code: string, message: string, fieldErrors?: Record<string, string>) {
  return fieldErrors ? { code, message, error: message, fieldErrors } : { code, message, error: message };
}

import { z } from 'zod';

/**
 * Every error the API answers has this body. `message` is what the spec's screens read for most
 * calls; `error` carries the same text because the login, register and application screens read
 * that field instead. `code` is stable for programs (`auth.invalid_credentials`).
 */
export const errorBodySchema = z.object({
  code: z.string(),
  message: z.string(),
  error: z.string(),
  fieldErrors: z.record(z.string()).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Answers any endpoint may give besides its own (bad input, rate limit, auth). */
export const commonErrorResponses = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  413: errorBodySchema,
  415: errorBodySchema,
  429: errorBodySchema,
  500: errorBodySchema,
} as const;

/**
 * The simple `{email}` pattern the spec names for client forms: something, an @, something,
 * a dot, something; no spaces.
 */
export const simpleEmailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Trimmed e-mail, checked with the spec's simple pattern and a sane maximum length. */
export function emailField(message: string) {
  return z
    .string({ required_error: message, invalid_type_error: message })
    .trim()
    .max(254, message)
    .regex(simpleEmailPattern, message);
}

/**
 * A required trimmed string: `message` when it is missing or blank; too long says
 * '{Label} must be at most N characters.', the label taken from '{Label} is required.' or given.
 */
export function requiredText(message: string, max = 200, label?: string) {
  const fieldLabel = label ?? /^(.+?) is required\.?$/i.exec(message)?.[1] ?? 'This field';
  return z
    .string({ required_error: message, invalid_type_error: message })
    .trim()
    .min(1, message)
    .max(max, `${fieldLabel} must be at most ${max} characters.`);
}

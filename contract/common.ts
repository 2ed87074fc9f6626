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

/*
 * What a person can type: no control characters (C0, DEL, C1) and no half of a UTF-16 surrogate
 * pair. Postgres refuses NUL in text, and a lone surrogate cannot be written as UTF-8, so neither
 * may reach the database. Multi-line fields (messages, remarks, comments, descriptions) also keep
 * tab, line feed and carriage return. With the `u` flag a lone surrogate is one code point of
 * category Cs, while a proper pair (an emoji) is one astral code point, so one character class
 * says it all. Inputs are bounded by the body limits, so the `*` loop stays short.
 */
export const singleLineTextPattern = /^[^\p{Cc}\p{Cs}]*$/u;
// eslint-disable-next-line no-control-regex -- control characters are exactly what this pattern excludes (tab, LF and CR kept)
export const multiLineTextPattern = /^[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\p{Cs}]*$/u;

export const disallowedCharactersMessage = (label: string) => `${label} contains characters that are not allowed.`;

export type TextLines = 'single' | 'multi';

/**
 * THE text rule of every string a request carries (body, query, params, upload fields, headers):
 * appends the typeable-characters check to `schema`, after any trim, so the answer says
 * '{Label} contains characters that are not allowed.'. It stays a ZodString, so `.min()` and
 * friends still chain. contract/text-rules.test.ts fails for any request string without it.
 */
export function typeable(schema: z.ZodString, label: string, lines: TextLines = 'single'): z.ZodString {
  return schema.regex(lines === 'multi' ? multiLineTextPattern : singleLineTextPattern, disallowedCharactersMessage(label));
}

/** A short optional-or-free string of a query, a param or a hidden field: typeable, at most `max`. */
export function plainText(label: string, max: number): z.ZodString {
  return typeable(z.string({ invalid_type_error: `${label} must be text.` }).max(max, `${label} must be at most ${max} characters.`), label);
}

/**
 * Sent by an upload form, one per attempt: generated when the form opens, kept across retries of
 * that attempt, renewed after a success. The server stores a retried submission once.
 */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const idempotencyHeadersSchema = z.object({
  [IDEMPOTENCY_HEADER]: z
    .string({ invalid_type_error: 'Idempotency-Key must be text.' })
    .regex(/^[A-Za-z0-9_-]{16,100}$/, 'Idempotency-Key must be 16 to 100 letters, digits, dashes or underscores.')
    .optional(),
});

/**
 * What a multipart route's contract entry says about its form (ts-rest only types the body as
 * FormData): the schema its text fields must pass and the name of the file part. The server reads
 * the form with these, and tests walk them like any JSON body.
 */
export interface MultipartFormMetadata {
  multipartFields: z.ZodTypeAny;
  fileField: string;
}

/** `/:id` of a record: any typeable text (a non-UUID simply finds nothing, 404). */
export const idParamsSchema = z.object({ id: plainText('Id', 100) });

/** Trimmed e-mail, checked with the spec's simple pattern and a sane maximum length. */
export function emailField(message: string) {
  return typeable(z.string({ required_error: message, invalid_type_error: message }).trim().max(254, message), 'Email').regex(
    simpleEmailPattern,
    message,
  );
}

/**
 * A required trimmed string: `message` when it is missing or blank; too long says
 * '{Label} must be at most N characters.', the label taken from '{Label} is required.' or given.
 */
export function requiredText(message: string, max = 200, label?: string, lines: TextLines = 'single') {
  const fieldLabel = label ?? /^(.+?) is required\.?$/i.exec(message)?.[1] ?? 'This field';
  return typeable(
    z
      .string({ required_error: message, invalid_type_error: message })
      .trim()
      .min(1, message)
      .max(max, `${fieldLabel} must be at most ${max} characters.`),
    fieldLabel,
    lines,
  );
}

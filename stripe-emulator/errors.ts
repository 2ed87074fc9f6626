/** An error answered in Stripe's shape, `{ error: { type, code, message, param } }`, with Stripe's status. */
export class StripeApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly type: 'invalid_request_error' | 'card_error' | 'api_error' | 'idempotency_error',
    message: string,
    readonly code?: string,
    readonly param?: string,
  ) {
    super(message);
    this.name = 'StripeApiError';
  }

  toBody() {
    return {
      error: {
        type: this.type,
        message: this.message,
        ...(this.code ? { code: this.code } : {}),
        ...(this.param ? { param: this.param } : {}),
      },
    };
  }
}

export const invalidRequest = (message: string, param?: string, code?: string) =>
  new StripeApiError(400, 'invalid_request_error', message, code, param);

export const missingParam = (param: string) =>
  invalidRequest(`Missing required param: ${param}.`, param, 'parameter_missing');

export const resourceMissing = (kind: string, id: string, param = 'id') =>
  new StripeApiError(404, 'invalid_request_error', `No such ${kind}: '${id}'`, 'resource_missing', param);

export const invalidApiKey = (key: string) =>
  new StripeApiError(
    401,
    'invalid_request_error',
    key ? `Invalid API Key provided: ${key.slice(0, 8)}${'*'.repeat(Math.max(0, key.length - 12))}${key.slice(-4)}` : 'You did not provide an API key.',
  );

/** A key reused on another endpoint (Stripe's wording). */
export const idempotencyKeyOnOtherEndpoint = (key: string, firstEndpoint: string, endpoint: string) =>
  new StripeApiError(
    400,
    'idempotency_error',
    `Keys for idempotent requests can only be used for the same endpoint they were first used for ('${firstEndpoint}' vs '${endpoint}'). Try using a key other than '${key}' if you meant to execute a different request.`,
  );

/** A key reused with other parameters (Stripe's wording). */
export const idempotencyKeyWithOtherParameters = (key: string) =>
  new StripeApiError(
    400,
    'idempotency_error',
    `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
  );

/** A second request with a key whose first request has not answered yet. */
export const idempotencyKeyInUse = (key: string) =>
  new StripeApiError(
    409,
    'idempotency_error',
    `There is currently another in-progress request using this Idempotent Key (that probably means you submitted twice, and the other request is still going through): ${key}. Please try again later.`,
  );

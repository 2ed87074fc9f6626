import { describe, expect, it } from 'vitest';
import {
  actionErrorText,
  errorMessageOf,
  failureMessage,
  HttpError,
  loadErrorText,
  NetworkError,
  retryNetworkFailureOnce,
  serverMessageOf,
  SessionError,
  successOf,
} from './api-errors';

const failureOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('expected a failure');
};

describe('successOf', () => {
  it('answers a 2xx answer as it is', () => {
    const answer = { status: 201, body: { ok: true } };
    expect(successOf(answer)).toBe(answer);
  });

  it("throws another status as HttpError, read 'Error: {status} {statusText}' with the reason phrase when the answer has none", () => {
    const busy = failureOf(() => successOf({ status: 503, statusText: 'Service Unavailable', body: {} } as { status: number; body: unknown }));
    expect(loadErrorText(busy, 'F')).toBe('Error: 503 Service Unavailable');
    const notFound = failureOf(() => successOf({ status: 404, body: {} }));
    expect(notFound).toBeInstanceOf(HttpError);
    expect(loadErrorText(notFound, 'F')).toBe('Error: 404 Not Found');
    expect(loadErrorText(notFound, 'F', { 404: 'Gone' })).toBe('Gone');
    expect(actionErrorText('Failed to update job', notFound)).toBe('Failed to update job 404 Not Found');
  });
});

describe('error texts', () => {
  it('shows the session problem with the spec texts', () => {
    const error = new SessionError('Missing authentication token');
    expect(loadErrorText(error, 'F')).toBe('Error: Missing authentication token');
    expect(actionErrorText('Failed', error)).toBe('Missing authentication token');
  });

  it('retries a network failure once, and shows the fallback for it', () => {
    const error = new NetworkError(new TypeError('Failed to fetch'));
    expect(loadErrorText(error, 'Error fetching jobs')).toBe('Error fetching jobs');
    expect(actionErrorText('Failed to add job', error)).toBe('Failed to add job: Failed to fetch');
    expect(retryNetworkFailureOnce(0, error)).toBe(true);
    expect(retryNetworkFailureOnce(1, error)).toBe(false);
    expect(retryNetworkFailureOnce(0, new HttpError(500, '', undefined))).toBe(false);
  });
});

describe("the server's words", () => {
  it('reads error, then message, else the fallback', () => {
    expect(errorMessageOf({ error: 'E', message: 'M' }, 'F')).toBe('E');
    expect(errorMessageOf({ message: 'M' }, 'F')).toBe('M');
    expect(errorMessageOf({ message: 'M' }, 'F', 'error')).toBe('F');
    expect(errorMessageOf('text', 'F')).toBe('F');
    expect(errorMessageOf(undefined, 'F')).toBe('F');
  });

  it("shows a refusal's body text, a network failure's own message for login and sign-up, the fallback otherwise", () => {
    const refused = failureOf(() => successOf({ status: 409, body: { message: 'Taken', error: 'Email taken' } }));
    expect(serverMessageOf(refused, 'F', 'message')).toBe('Taken');
    expect(serverMessageOf(new NetworkError(new TypeError('Failed to fetch')), 'F', 'message')).toBe('F');
    expect(failureMessage(refused, 'F', 'error')).toBe('Email taken');
    expect(failureMessage(new HttpError(500, '', undefined), 'F', 'error')).toBe('F');
    expect(failureMessage(new TypeError('Failed to fetch'), 'F')).toBe('Failed to fetch');
  });

  it("words a failed load 'Error: {reason}' when the screen has no text of its own", () => {
    expect(loadErrorText(new NetworkError(new TypeError('Failed to fetch')))).toBe('Error: Failed to fetch');
    expect(loadErrorText(new HttpError(403, 'Forbidden', {}))).toBe('Error: 403 Forbidden');
    expect(loadErrorText(null)).toBe('Error: Something went wrong.');
  });
});

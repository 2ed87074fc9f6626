import { describe, expect, it } from 'vitest';
import {
  forgotPasswordBodySchema,
  loginBodySchema,
  messages,
  newPasswordFailures,
  PASSWORD_MAX_LENGTH,
  registerBodySchema,
  resetPasswordBodySchema,
} from './users.js';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error?.issues[0]?.message;

describe('account schemas speak the spec', () => {
  it('sign-up: name, e-mail and an 8-character password', () => {
    expect(registerBodySchema.safeParse({ name: 'Ana', email: 'ana@example.com', password: '12345678' }).success).toBe(true);
    expect(firstMessage(registerBodySchema.safeParse({ name: 'Ana', email: 'ana@example.com', password: '1234567' }))).toBe(
      'Password must be at least 8 characters long',
    );
    expect(firstMessage(registerBodySchema.safeParse({ name: '', email: 'ana@example.com', password: '12345678' }))).toBe(
      'Name is required',
    );
    expect(firstMessage(registerBodySchema.safeParse({ name: 'Ana', email: 'ana@', password: '12345678' }))).toBe(
      'Please enter a valid email address',
    );
    expect(firstMessage(registerBodySchema.safeParse({ name: 'Ana', email: 'ana@example.com' }))).toBe('Password is required');
  });

  it('trims the name and e-mail', () => {
    const parsed = registerBodySchema.parse({ name: '  Ana  ', email: ' ana@example.com ', password: '12345678' });
    expect(parsed).toMatchObject({ name: 'Ana', email: 'ana@example.com' });
  });

  it('login: e-mail and a password of any length', () => {
    expect(loginBodySchema.safeParse({ email: 'ana@example.com', password: 'x' }).success).toBe(true);
    expect(firstMessage(loginBodySchema.safeParse({ email: 'ana@example.com', password: '' }))).toBe('Password is required');
  });

  it('forgot password: the simple e-mail pattern', () => {
    for (const email of ['ana', 'ana@example', 'ana @example.com', '@example.com', '']) {
      expect(firstMessage(forgotPasswordBodySchema.safeParse({ email })), email).toBe('Please enter a valid email address');
    }
    expect(forgotPasswordBodySchema.safeParse({ email: 'ana.reyes+ph@mail.example.co' }).success).toBe(true);
  });

  it('reset password: at least 8 characters, with the reset screen wording', () => {
    expect(firstMessage(resetPasswordBodySchema.safeParse({ password: 'short' }))).toBe(
      'Please enter at least 8 password characters.',
    );
    expect(resetPasswordBodySchema.safeParse({ password: 'long enough', email: 'ana@example.com' }).success).toBe(true);
  });
});

describe('newPasswordFailures: every rule a new password breaks, in words', () => {
  const messagesOf = (password: string, confirmation: string) => newPasswordFailures(password, confirmation).map(({ message }) => message);

  it('finds nothing wrong with a long enough password typed twice', () => {
    expect(newPasswordFailures('long enough', 'long enough')).toEqual([]);
    expect(newPasswordFailures('x'.repeat(PASSWORD_MAX_LENGTH), 'x'.repeat(PASSWORD_MAX_LENGTH))).toEqual([]);
  });

  it('names a password that is too short, or empty, and one that is too long', () => {
    expect(messagesOf('short', 'short')).toEqual(['Please enter at least 8 password characters.']);
    expect(messagesOf('', '')).toEqual(['Please enter at least 8 password characters.']);
    const long = 'x'.repeat(PASSWORD_MAX_LENGTH + 1);
    expect(messagesOf(long, long)).toEqual([`Password must be at most ${PASSWORD_MAX_LENGTH} characters long`]);
  });

  it('names a confirmation that differs, under the confirmation', () => {
    expect(newPasswordFailures('long enough', 'long enouhg')).toEqual([{ field: 'confirmation', message: 'Passwords do not match.' }]);
  });

  it('lists every failing rule at once: not matching and too short, the match first as the spec checks it', () => {
    expect(newPasswordFailures('short', 'shorter')).toEqual([
      { field: 'confirmation', message: messages.resetPasswordsDoNotMatch },
      { field: 'password', message: messages.resetPasswordTooShort },
    ]);
    expect(messagesOf('bell\u0007', 'bell')).toEqual([messages.resetPasswordsDoNotMatch, messages.resetPasswordTooShort, 'Password contains characters that are not allowed.']);
  });

  it('says what the server says: the reset body refuses what it finds, with the same words', () => {
    for (const password of ['short', '', 'bell\u0007', 'x'.repeat(PASSWORD_MAX_LENGTH + 1)]) {
      const server = resetPasswordBodySchema.safeParse({ password });
      expect(server.success, password).toBe(false);
      expect(server.error?.issues.map(({ message }) => message)).toEqual(messagesOf(password, password));
    }
  });
});

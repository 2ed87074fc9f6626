import { describe, expect, it } from 'vitest';
import {
  forgotPasswordBodySchema,
  loginBodySchema,
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

import { createHash, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { singleUseTokens } from '../../db/schema.js';
import { createTestContext, type TestContext } from '../../test/test-app.js';
import { countTokensSince, findToken, issueToken, revokeTokens, spendToken, type TokenPurpose } from './single-use-tokens.public.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const HOUR_MS = 3_600_000;
const issue = (purpose: TokenPurpose, subjectId: string) => issueToken(ctx.db, { purpose, subjectId, email: 'owner@example.com', lifetimeMs: HOUR_MS });

describe('single-use links', () => {
  it('keeps only the sha256 of a token, and spends it once, for its own purpose only', async () => {
    const subject = randomUUID();
    const { token, expiresAt } = await issue('password_reset', subject);
    expect(Math.abs(expiresAt.getTime() - (Date.now() + HOUR_MS))).toBeLessThan(60_000);
    const [row] = await ctx.db.select().from(singleUseTokens).where(eq(singleUseTokens.subjectId, subject));
    expect(row!.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(token);

    expect(await spendToken(ctx.db, 'login_unlock', token)).toBeUndefined();
    expect(await spendToken(ctx.db, 'password_reset', token)).toEqual({ subjectId: subject, email: 'owner@example.com' });
    expect(await spendToken(ctx.db, 'password_reset', token)).toBeUndefined();
    expect(await findToken(ctx.db, 'password_reset', token)).toMatchObject({ subjectId: subject, replaced: false, expired: false });
  });

  it('replaces an open verification or invitation link, and leaves reset and unlock links open beside newer ones', async () => {
    for (const purpose of ['email_verification', 'talent_invitation'] as const) {
      const subject = randomUUID();
      const first = await issue(purpose, subject);
      const second = await issue(purpose, subject);
      expect(await findToken(ctx.db, purpose, first.token)).toMatchObject({ replaced: true, expired: false });
      expect(await spendToken(ctx.db, purpose, first.token)).toBeUndefined();
      expect(await spendToken(ctx.db, purpose, second.token)).toMatchObject({ subjectId: subject });
    }
    for (const purpose of ['password_reset', 'login_unlock'] as const) {
      const subject = randomUUID();
      const first = await issue(purpose, subject);
      const second = await issue(purpose, subject);
      expect(await countTokensSince(ctx.db, purpose, subject, new Date(Date.now() - HOUR_MS))).toBe(2);
      expect(await spendToken(ctx.db, purpose, first.token)).toMatchObject({ subjectId: subject });
      expect(await spendToken(ctx.db, purpose, second.token)).toMatchObject({ subjectId: subject });
    }
  });

  it('revokes every open link of one purpose for a subject, and no other', async () => {
    const subject = randomUUID();
    const resets = [await issue('password_reset', subject), await issue('password_reset', subject)];
    const unlock = await issue('login_unlock', subject);
    await revokeTokens(ctx.db, 'password_reset', subject);
    for (const { token } of resets) expect(await spendToken(ctx.db, 'password_reset', token)).toBeUndefined();
    expect(await spendToken(ctx.db, 'login_unlock', unlock.token)).toMatchObject({ subjectId: subject });
  });
});

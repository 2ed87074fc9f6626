import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { singleUseTokens } from '../../db/schema.js';
import { registerCustomer } from '../../test/factories.js';
import { invitationTokenFor, placeNewTalent } from '../../test/talent-factories.js';
import { useTestApp } from '../../test/use-test-app.js';
import { demoTalentPassword, seedTalentAccount } from './talents.seed.js';

const ctx = useTestApp({ admin: true });

describe('the seeded talent', () => {
  it("is the demo customer's first placed talent, who can log in with the printed password; a second run changes nothing", async () => {
    const customer = await registerCustomer(ctx.app);
    const credentials = { email: customer.email, password: customer.password, name: customer.name };
    expect(await seedTalentAccount(ctx.db, { customer: credentials })).toEqual({ line: 'no placed talent of the demo customer, nothing added' });
    const first = await placeNewTalent(ctx.app, ctx.db, ctx.admin, customer.id);
    const second = await placeNewTalent(ctx.app, ctx.db, ctx.admin, customer.id);

    const seeded = await seedTalentAccount(ctx.db, { customer: credentials });
    expect(seeded.login).toEqual({ email: first.talent.email, password: demoTalentPassword });
    const session = await ctx.login(first.talent.email, demoTalentPassword);
    expect(session.statusCode).toBe(200);
    expect(session.json()).toMatchObject({ isTalent: true });
    // Their link is spent; the other talent keeps theirs.
    const dead = await ctx.app.inject({ url: `/api/v1/talent-invitations/${await invitationTokenFor(ctx.db, first.talent.email)}` });
    expect(dead.statusCode).toBe(404);
    expect((await ctx.app.inject({ url: `/api/v1/talent-invitations/${await invitationTokenFor(ctx.db, second.talent.email)}` })).statusCode).toBe(200);

    expect(await seedTalentAccount(ctx.db, { customer: credentials })).toEqual({
      line: `${first.talent.email} (already there, password unchanged)`,
      login: { email: first.talent.email, password: null },
    });
    const links = await ctx.db.select().from(singleUseTokens).where(and(eq(singleUseTokens.purpose, 'talent_invitation'), eq(singleUseTokens.subjectId, first.talent.id)));
    expect(links.length).toBeGreaterThan(0);
    expect(links.every((row) => row.usedAt !== null)).toBe(true);
  });

  it('adds nothing without the demo customer', async () => {
    expect(await seedTalentAccount(ctx.db, { customer: { email: 'nobody@example.com', password: 'x', name: 'Nobody' } })).toEqual({ line: 'no demo customer, nothing added' });
  });
});

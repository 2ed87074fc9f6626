import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionUser } from '../../../contract/users.js';
import { placements, talentAccounts, talentInvitations, users } from '../../db/schema.js';
import { mailDeliveries } from '../mail/mail.public.js';
import { createTestContext, type TestContext } from '../../test/test-app.js';
import { bearer, buildApplicant, buildJob, createAdminSession, createOrPromoteAdmin, registerCustomer, uniqueEmail } from '../../test/factories.js';
import { buildHiredTalents, buildPaidSubscription } from '../../test/placement-factories.js';
import { invitationTokenFor, placeNewTalent } from '../../test/talent-factories.js';

let ctx: TestContext;
let admin: SessionUser;
let customer: SessionUser;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await createAdminSession(ctx.app, ctx.db);
  customer = await registerCustomer(ctx.app, { name: 'Dana Whitfield' });
}, 60_000);
afterAll(() => ctx.close());

const accountOf = (email: string) =>
  ctx.db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .then((rows) => rows[0]);
const mailsTo = (email: string, template: string) =>
  ctx.db.select().from(mailDeliveries).where(and(eq(mailDeliveries.to, email), eq(mailDeliveries.template, template)));
const login = (email: string, password: string) => ctx.app.inject({ method: 'POST', url: '/api/v1/users/login', payload: { email, password } });
const assign = (subscriptionId: string, applicantId: string) =>
  ctx.app.inject({ method: 'POST', url: `/api/v1/staffing/subscriptions/${subscriptionId}/placements`, payload: { applicantId }, headers: bearer(admin) });

describe('a talent placed for the first time', () => {
  it('gets an account of their own, linked to them, and an invitation mail valid 7 days, with the placement', async () => {
    const { talent } = await placeNewTalent(ctx.app, ctx.db, admin, customer.id, { firstName: 'Maria', lastName: 'Santos' });

    const account = await accountOf(talent.email);
    expect(account).toMatchObject({ name: 'Maria Santos', isTalent: true, isAdmin: false });
    expect(await ctx.db.select().from(talentAccounts).where(eq(talentAccounts.applicantId, talent.id))).toMatchObject([{ userId: account!.id }]);
    const [invitation] = await ctx.db.select().from(talentInvitations).where(eq(talentInvitations.userId, account!.id));
    const days = (invitation!.expiresAt.getTime() - invitation!.createdAt.getTime()) / 86_400_000;
    expect(days).toBeCloseTo(7, 5);
    expect(invitation!.usedAt).toBeNull();
    const [mail] = await mailsTo(talent.email, 'talents.invitation');
    expect(mail).toMatchObject({ subject: expect.stringContaining('Set your password'), props: { firstName: 'Maria', email: talent.email } });
    // Only the token's hash is kept.
    expect(invitation!.tokenHash).not.toBe(mail!.props!.token);
    expect(invitation!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('cannot be logged into before the password is set: the usual 401, whatever is tried', async () => {
    const { talent } = await placeNewTalent(ctx.app, ctx.db, admin, customer.id);
    for (const password of ['correct-horse-1', 'password-not-set', '']) {
      const response = await login(talent.email, password || 'x');
      expect([response.statusCode, response.json().code]).toEqual([401, 'auth.invalid_credentials']);
    }
  });

  it('makes no account, link, invitation or mail when the placement rolls back', async () => {
    const subscription = await buildPaidSubscription(ctx.db, customer.id, { quantity: 1 });
    const [talent] = await buildHiredTalents(ctx.db, 1, { firstName: 'Rollback' });
    // The mail queue refuses the invitation (the last thing the placement's transaction writes).
    await ctx.db.execute(sql`create function refuse_invitation_mail() returns trigger language plpgsql as $$
      begin if new.template = 'talents.invitation' then raise exception 'mail queue unavailable'; end if; return new; end $$`);
    await ctx.db.execute(sql`create trigger refuse_invitation_mail before insert on mail_deliveries for each row execute function refuse_invitation_mail()`);
    try {
      expect((await assign(subscription.id, talent!.id)).statusCode).toBe(500);
    } finally {
      await ctx.db.execute(sql`drop trigger refuse_invitation_mail on mail_deliveries`);
      await ctx.db.execute(sql`drop function refuse_invitation_mail()`);
    }

    expect(await ctx.db.select().from(placements).where(eq(placements.talentId, talent!.id))).toEqual([]);
    expect(await accountOf(talent!.email)).toBeUndefined();
    expect(await ctx.db.select().from(talentAccounts).where(eq(talentAccounts.applicantId, talent!.id))).toEqual([]);
    expect(await ctx.db.select().from(mailDeliveries).where(eq(mailDeliveries.to, talent!.email))).toEqual([]);
    // Placed for real afterwards: the account and invitation come with it.
    expect((await assign(subscription.id, talent!.id)).statusCode).toBe(201);
    expect(await mailsTo(talent!.email, 'talents.invitation')).toHaveLength(1);
    expect(await accountOf(talent!.email)).toMatchObject({ isTalent: true });
  });

  it('is not invited again when placed a second time (ended, then placed elsewhere)', async () => {
    const { talent, placementId } = await placeNewTalent(ctx.app, ctx.db, admin, customer.id);
    const token = await invitationTokenFor(ctx.db, talent.email);
    const ended = await ctx.app.inject({ method: 'POST', url: `/api/v1/staffing/placements/${placementId}/end`, payload: { reason: 'Contract over' }, headers: bearer(admin) });
    expect(ended.statusCode).toBe(200);
    const next = await buildPaidSubscription(ctx.db, customer.id, { quantity: 1 });
    expect((await assign(next.id, talent.id)).statusCode).toBe(201);

    expect(await mailsTo(talent.email, 'talents.invitation')).toHaveLength(1);
    expect(await invitationTokenFor(ctx.db, talent.email)).toBe(token);
    const account = await accountOf(talent.email);
    expect(await ctx.db.select().from(talentInvitations).where(eq(talentInvitations.userId, account!.id))).toHaveLength(1);
  });

  it('invites the talent a replacement places', async () => {
    const { placementId } = await placeNewTalent(ctx.app, ctx.db, admin, customer.id);
    const [replacement] = await buildHiredTalents(ctx.db, 1, { firstName: 'Noel' });
    const replaced = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/staffing/placements/${placementId}/replace`,
      payload: { applicantId: replacement!.id },
      headers: bearer(admin),
    });
    expect(replaced.statusCode).toBe(201);
    expect(await mailsTo(replacement!.email, 'talents.invitation')).toHaveLength(1);
    expect(await accountOf(replacement!.email)).toMatchObject({ isTalent: true });
  });
});

describe('a talent whose e-mail already has an account', () => {
  it('links that account (any case of the e-mail), keeps its password and tells them to sign in', async () => {
    const email = uniqueEmail('rosa');
    const existing = await registerCustomer(ctx.app, { name: 'Rosa Existing', email });
    const job = await buildJob(ctx.db);
    const talent = await buildApplicant(ctx.db, job.id, { firstName: 'Rosa', lastName: 'Dela Cruz', status: 'Hired', email: email.toUpperCase() });
    const subscription = await buildPaidSubscription(ctx.db, customer.id, { quantity: 1 });
    expect((await assign(subscription.id, talent.id)).statusCode).toBe(201);

    expect(await ctx.db.select().from(talentAccounts).where(eq(talentAccounts.applicantId, talent.id))).toMatchObject([{ userId: existing.id }]);
    expect(await accountOf(email)).toMatchObject({ id: existing.id, name: 'Rosa Existing', isTalent: true });
    expect(await ctx.db.select().from(talentInvitations).where(eq(talentInvitations.userId, existing.id))).toEqual([]);
    expect(await mailsTo(email, 'talents.account-linked')).toMatchObject([{ props: { firstName: 'Rosa', email } }]);
    const session = await login(email, existing.password);
    expect(session.statusCode).toBe(200);
    expect(session.json()).toMatchObject({ id: existing.id, isTalent: true, isAdmin: false });
  });

  it('never makes an administrator a talent: the placement goes ahead without an account', async () => {
    const email = uniqueEmail('staffer');
    await createOrPromoteAdmin(ctx.db, { email, name: 'Sam Staffer', password: 'admin-password-1' });
    const job = await buildJob(ctx.db);
    const talent = await buildApplicant(ctx.db, job.id, { firstName: 'Sam', lastName: 'Staffer', status: 'Hired', email });
    const subscription = await buildPaidSubscription(ctx.db, customer.id, { quantity: 1 });
    expect((await assign(subscription.id, talent.id)).statusCode).toBe(201);

    expect(await accountOf(email)).toMatchObject({ isAdmin: true, isTalent: false });
    expect(await ctx.db.select().from(talentAccounts).where(eq(talentAccounts.applicantId, talent.id))).toEqual([]);
    expect(await mailsTo(email, 'talents.invitation')).toEqual([]);
    const resend = await ctx.app.inject({ method: 'POST', url: `/api/v1/staffing/talents/${talent.id}/invitation`, headers: bearer(admin) });
    expect([resend.statusCode, resend.json().code]).toEqual([409, 'talents.admin_account']);
  });

  it("is not made an admin by the admin command either: it says why, and the account stays a talent's", async () => {
    const { talent } = await placeNewTalent(ctx.app, ctx.db, admin, customer.id);
    await expect(createOrPromoteAdmin(ctx.db, { email: talent.email, name: 'Promoted', password: 'admin-password-1' })).rejects.toThrow(
      "is a placed talent's account and cannot be made an admin",
    );
    expect(await accountOf(talent.email)).toMatchObject({ isAdmin: false, isTalent: true });
  });
});

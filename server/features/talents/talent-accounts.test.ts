import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { talentMessages } from '../../../contract/talents.js';
import type { SessionUser } from '../../../contract/users.js';
import { placements, singleUseTokens, talentAccounts, users } from '../../db/schema.js';
import { mailDeliveries } from '../mail/mail-deliveries.table.js';
import { bearer, buildApplicant, buildJob, createOrPromoteAdmin, registerCustomer, uniqueEmail } from '../../test/factories.js';
import { buildHiredTalents, buildPaidSubscription } from '../../test/placement-factories.js';
import { invitationTokenFor, placeNewTalent } from '../../test/talent-factories.js';
import { useTestApp } from '../../test/use-test-app.js';

const ctx = useTestApp({ admin: true, customer: { name: 'Dana Whitfield' } });

const accountOf = (email: string) =>
  ctx.db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .then((rows) => rows[0]);
const linkOf = (applicantId: string) => ctx.db.select().from(talentAccounts).where(eq(talentAccounts.applicantId, applicantId));
const mailsTo = (email: string, template: string) =>
  ctx.db.select().from(mailDeliveries).where(and(eq(mailDeliveries.to, email), eq(mailDeliveries.template, template)));
const invitationsOf = (applicantId: string) =>
  ctx.db.select().from(singleUseTokens).where(and(eq(singleUseTokens.purpose, 'talent_invitation'), eq(singleUseTokens.subjectId, applicantId)));
const assign = (subscriptionId: string, applicantId: string) =>
  ctx.app.inject({ method: 'POST', url: `/api/v1/staffing/subscriptions/${subscriptionId}/placements`, payload: { applicantId }, headers: bearer(ctx.admin) });
const getInvitation = (token: string) => ctx.app.inject({ method: 'GET', url: `/api/v1/talent-invitations/${token}` });
const accept = (token: string, password: string) => ctx.app.inject({ method: 'POST', url: `/api/v1/talent-invitations/${token}`, payload: { password } });
const link = (token: string, as: { token: string }) => ctx.app.inject({ method: 'POST', url: `/api/v1/talent-invitations/${token}/link`, headers: bearer(as) });
const get = (url: string, as: { token: string }) => ctx.app.inject({ method: 'GET', url, headers: bearer(as) });
const codeOf = (response: { statusCode: number; json(): { code?: string } }) => [response.statusCode, response.json().code];

/** A hired applicant with this e-mail, placed in a new one-seat subscription of the demo customer. */
async function placeApplicantWithEmail(email: string, names: { firstName: string; lastName: string }) {
  const job = await buildJob(ctx.db);
  const talent = await buildApplicant(ctx.db, job.id, { ...names, status: 'Hired', email });
  const subscription = await buildPaidSubscription(ctx.db, ctx.customer.id, { quantity: 1 });
  expect((await assign(subscription.id, talent.id)).statusCode).toBe(201);
  return talent;
}

describe('a talent placed for the first time', () => {
  it('gets no account from the placement: an invitation to the address they applied with, valid 7 days, only its hash kept', async () => {
    const { talent } = await placeNewTalent(ctx.app, ctx.db, ctx.admin, ctx.customer.id, { firstName: 'Maria', lastName: 'Santos' });

    expect(await accountOf(talent.email)).toBeUndefined();
    expect(await linkOf(talent.id)).toEqual([]);
    const [invitation] = await invitationsOf(talent.id);
    const days = (invitation!.expiresAt.getTime() - invitation!.createdAt.getTime()) / 86_400_000;
    expect(days).toBeCloseTo(7, 5);
    expect(invitation).toMatchObject({ usedAt: null, email: talent.email });
    const [mail] = await mailsTo(talent.email, 'talents.invitation');
    expect(mail).toMatchObject({ subject: expect.stringContaining('Set up your'), props: { firstName: 'Maria', email: talent.email } });
    expect(invitation!.tokenHash).not.toBe(mail!.props!.token);
    expect(invitation!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect((await getInvitation(mail!.props!.token as string)).json()).toMatchObject({ name: 'Maria Santos', email: talent.email, account: 'new' });
  });

  it('makes no link, invitation or mail when the placement rolls back', async () => {
    const subscription = await buildPaidSubscription(ctx.db, ctx.customer.id, { quantity: 1 });
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
    expect(await invitationsOf(talent!.id)).toEqual([]);
    expect(await ctx.db.select().from(mailDeliveries).where(eq(mailDeliveries.to, talent!.email))).toEqual([]);
    expect((await assign(subscription.id, talent!.id)).statusCode).toBe(201);
    expect(await mailsTo(talent!.email, 'talents.invitation')).toHaveLength(1);
  });

  it('is not invited again when placed a second time once their account is linked', async () => {
    const { talent, placementId } = await placeNewTalent(ctx.app, ctx.db, ctx.admin, ctx.customer.id);
    expect((await accept(await invitationTokenFor(ctx.db, talent.email), 'talent-horse-1')).statusCode).toBe(200);
    const ended = await ctx.app.inject({ method: 'POST', url: `/api/v1/staffing/placements/${placementId}/end`, payload: { reason: 'Contract over' }, headers: bearer(ctx.admin) });
    expect(ended.statusCode).toBe(200);
    const next = await buildPaidSubscription(ctx.db, ctx.customer.id, { quantity: 1 });
    expect((await assign(next.id, talent.id)).statusCode).toBe(201);
    expect(await mailsTo(talent.email, 'talents.invitation')).toHaveLength(1);
  });
});

describe('someone who signed up first with a talent\'s e-mail (an unverified account)', () => {
  it('gets nothing from the placement; the invitation reaches the real mailbox, whose owner takes the address back', async () => {
    const email = uniqueEmail('jerome.ramos');
    const attacker = await registerCustomer(ctx.app, { name: 'Not Jerome', email, verify: false });
    expect(attacker.emailVerified).toBe(false);
    const talent = await placeApplicantWithEmail(email, { firstName: 'Jerome', lastName: 'Ramos' });

    // The attacker's account is untouched and sees no work.
    expect(await accountOf(email)).toMatchObject({ id: attacker.id, isTalent: false, emailVerifiedAt: null });
    expect(await linkOf(talent.id)).toEqual([]);
    expect(codeOf(await get('/api/v1/my-work', attacker))).toEqual([403, 'auth.talents_only']);
    expect(await mailsTo(email, 'talents.account-linked')).toEqual([]);

    // The real Jerome opens the link from his mailbox: the address is his, whatever the attacker did.
    const token = await invitationTokenFor(ctx.db, email);
    expect((await getInvitation(token)).json()).toMatchObject({ name: 'Jerome Ramos', email, account: 'claimable' });
    const accepted = await accept(token, 'real-jerome-1');
    expect(accepted.statusCode).toBe(200);
    const jerome = accepted.json<SessionUser>();
    expect(jerome).toMatchObject({ id: attacker.id, isTalent: true, emailVerified: true });
    expect(await linkOf(talent.id)).toMatchObject([{ userId: attacker.id }]);

    // The attacker is signed out and their password no longer works.
    expect(codeOf(await get('/api/v1/my-work', attacker))).toEqual([401, 'auth.invalid_token']);
    expect((await ctx.login(email, attacker.password)).statusCode).toBe(401);
    const work = await get('/api/v1/my-work', jerome);
    expect(work.statusCode).toBe(200);
    expect((await ctx.login(email, 'real-jerome-1')).statusCode).toBe(200);
  });

  it('cannot add a second factor that would lock the owner out', async () => {
    const squatter = await registerCustomer(ctx.app, { verify: false });
    const enrol = await ctx.app.inject({ method: 'POST', url: '/api/v1/users/second-factor/enrolment', payload: { password: squatter.password }, headers: bearer(squatter) });
    expect(codeOf(enrol)).toEqual([403, 'auth.email_unverified']);
    const passkey = await ctx.app.inject({ method: 'POST', url: '/api/v1/users/passkeys/registration', payload: { password: squatter.password }, headers: bearer(squatter) });
    expect(passkey.statusCode).toBe(403);
  });
});

describe('an applicant who applied with a customer\'s e-mail', () => {
  it('is hired and placed, and the customer keeps every customer power; nothing is linked without the owner', async () => {
    const owner = await registerCustomer(ctx.app, { name: 'Casey Owner' });
    const talent = await placeApplicantWithEmail(owner.email.toUpperCase(), { firstName: 'Fake', lastName: 'Applicant' });

    expect(await accountOf(owner.email)).toMatchObject({ isTalent: false, isCustomer: true });
    expect(await linkOf(talent.id)).toEqual([]);
    expect((await get('/api/v1/team', owner)).statusCode).toBe(200);
    expect((await get('/api/v1/subscription/my', owner)).statusCode).toBe(200);
    expect(codeOf(await get('/api/v1/my-work', owner))).toEqual([403, 'auth.talents_only']);

    // With the link, a password alone changes nothing: the owner must log in and confirm.
    const token = await invitationTokenFor(ctx.db, owner.email.toUpperCase());
    expect((await getInvitation(token)).json()).toMatchObject({ account: 'existing' });
    expect(codeOf(await accept(token, 'takeover-horse-1'))).toEqual([409, 'talents.sign_in_to_link']);
    expect((await ctx.login(owner.email, 'takeover-horse-1')).statusCode).toBe(401);
    expect((await get('/api/v1/team', owner)).statusCode).toBe(200);
  });
});

describe('linking an existing account', () => {
  it('takes its owner, freshly logged in, to confirm: both roles on one account, and its other sessions end', async () => {
    const owner = await registerCustomer(ctx.app, { name: 'Rosa Both' });
    const talent = await placeApplicantWithEmail(owner.email, { firstName: 'Rosa', lastName: 'Dela Cruz' });
    const token = await invitationTokenFor(ctx.db, owner.email);
    const fresh = (await ctx.login(owner.email, owner.password)).json<SessionUser>();

    const linked = await link(token, fresh);
    expect(linked.statusCode).toBe(200);
    const session = linked.json<SessionUser>();
    expect(session).toMatchObject({ id: owner.id, isTalent: true, isCustomer: true, emailVerified: true });
    expect(await linkOf(talent.id)).toMatchObject([{ userId: owner.id }]);
    // Both roles: the team and the work.
    expect((await get('/api/v1/team', session)).statusCode).toBe(200);
    expect((await get('/api/v1/my-work', session)).statusCode).toBe(200);
    // Every session from before the link has ended.
    expect((await get('/api/v1/team', owner)).statusCode).toBe(401);
    expect((await get('/api/v1/team', fresh)).statusCode).toBe(401);
    // The link is spent.
    expect(codeOf(await link(token, session))).toEqual([404, 'talents.invitation_not_found']);
  });

  it('refuses a login older than ten minutes, and an account with another address', async () => {
    const owner = await registerCustomer(ctx.app);
    await placeApplicantWithEmail(owner.email, { firstName: 'Old', lastName: 'Session' });
    const token = await invitationTokenFor(ctx.db, owner.email);
    const account = (await accountOf(owner.email))!;
    const stale = { token: ctx.app.jwt.sign({ sub: account.id, ver: account.sessionVersion, iat: Math.floor(Date.now() / 1000) - 11 * 60 } as { sub: string; ver: number }) };
    expect(codeOf(await link(token, stale))).toEqual([401, 'talents.sign_in_again']);

    const other = await registerCustomer(ctx.app);
    const otherLogin = (await ctx.login(other.email, other.password)).json<SessionUser>();
    const refused = await link(token, otherLogin);
    expect([refused.statusCode, refused.json().code, refused.json().message]).toEqual([
      403,
      'talents.invitation_other_account',
      talentMessages.invitationOtherAccount(owner.email),
    ]);
    expect(await accountOf(other.email)).toMatchObject({ isTalent: false });
    expect((await link(token, (await ctx.login(owner.email, owner.password)).json<SessionUser>())).statusCode).toBe(200);
  });
});

describe("an administrator's e-mail", () => {
  it('never becomes a talent: no invitation is sent, and a resend says why', async () => {
    const email = uniqueEmail('staffer');
    await createOrPromoteAdmin(ctx.db, { email, name: 'Sam Staffer', password: 'admin-password-1' });
    const talent = await placeApplicantWithEmail(email, { firstName: 'Sam', lastName: 'Staffer' });

    expect(await accountOf(email)).toMatchObject({ isAdmin: true, isTalent: false });
    expect(await linkOf(talent.id)).toEqual([]);
    expect(await mailsTo(email, 'talents.invitation')).toEqual([]);
    const resend = await ctx.app.inject({ method: 'POST', url: `/api/v1/staffing/talents/${talent.id}/invitation`, headers: bearer(ctx.admin) });
    expect(codeOf(resend)).toEqual([409, 'talents.admin_account']);
  });

  it("is not given to a talent's account by the admin command either", async () => {
    const { talent } = await placeNewTalent(ctx.app, ctx.db, ctx.admin, ctx.customer.id);
    expect((await accept(await invitationTokenFor(ctx.db, talent.email), 'talent-horse-1')).statusCode).toBe(200);
    await expect(createOrPromoteAdmin(ctx.db, { email: talent.email, name: 'Promoted', password: 'admin-password-1' })).rejects.toThrow(
      "is a placed talent's account and cannot be made an admin",
    );
    expect(await accountOf(talent.email)).toMatchObject({ isAdmin: false, isTalent: true });
  });
});

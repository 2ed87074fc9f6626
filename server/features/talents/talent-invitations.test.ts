import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { talentMessages } from '../../../contract/talents.js';
import { messages, type SessionUser } from '../../../contract/users.js';
import { auditLog, singleUseTokens, users } from '../../db/schema.js';
import { bearer, buildApplicant, buildJob } from '../../test/factories.js';
import { invitationTokenFor, placeNewTalent } from '../../test/talent-factories.js';
import { useTestApp } from '../../test/use-test-app.js';

const ctx = useTestApp({ admin: true, customer: { name: 'Dana Whitfield' } });

const getInvitation = (token: string) => ctx.app.inject({ method: 'GET', url: `/api/v1/talent-invitations/${token}` });
const accept = (token: string, password: string) => ctx.app.inject({ method: 'POST', url: `/api/v1/talent-invitations/${token}`, payload: { password } });
const resend = (applicantId: string, as: SessionUser = ctx.admin) =>
  ctx.app.inject({ method: 'POST', url: `/api/v1/staffing/talents/${applicantId}/invitation`, headers: bearer(as) });

/** A talent placed just now, and the token of their invitation. */
async function invitedTalent(names: { firstName?: string; lastName?: string } = {}) {
  const placed = await placeNewTalent(ctx.app, ctx.db, ctx.admin, ctx.customer.id, names);
  return { ...placed, token: await invitationTokenFor(ctx.db, placed.talent.email) };
}

const dead = (response: { statusCode: number; json(): { code: string; message: string } }) => [response.statusCode, response.json().code, response.json().message];

describe('the invitation link', () => {
  it("shows whom it is for, and until when, and sets the password: the talent is signed in and can log in with it", async () => {
    const { talent, token } = await invitedTalent({ firstName: 'Maria', lastName: 'Santos' });
    const shown = await getInvitation(token);
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toMatchObject({ name: 'Maria Santos', email: talent.email, account: 'new' });
    const days = (new Date(shown.json().expiresAt).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);

    const accepted = await accept(token, 'maria-horse-1');
    expect(accepted.statusCode).toBe(200);
    const session = accepted.json<SessionUser>();
    expect(session).toMatchObject({ name: 'Maria Santos', email: talent.email, isAdmin: false, isTalent: true, isCustomer: false, emailVerified: true });
    // A talent's own account is no customer's.
    expect([(await ctx.app.inject({ url: '/api/v1/team', headers: bearer(session) })).json().code]).toEqual(['auth.customers_only']);
    expect((await ctx.app.inject({ url: '/api/v1/users/second-factor', headers: bearer(session) })).statusCode).toBe(200);

    const again = await ctx.login(talent.email, 'maria-horse-1');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ id: session.id, isTalent: true });
    expect(dead(await getInvitation(token))).toEqual([404, 'talents.invitation_not_found', talentMessages.invitationUsed]);
  });

  it('is spent once when two requests use it at the same moment: one sets the password, the other is told it was used', async () => {
    const { talent, token } = await invitedTalent();
    const answers = await Promise.all([accept(token, 'first-horse-1'), accept(token, 'second-horse-2')]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 404]);
    const loser = answers.find((answer) => answer.statusCode === 404)!;
    expect(dead(loser)).toEqual([404, 'talents.invitation_not_found', talentMessages.invitationUsed]);
    const winner = answers.indexOf(answers.find((answer) => answer.statusCode === 200)!);
    const [won, lost] = winner === 0 ? ['first-horse-1', 'second-horse-2'] : ['second-horse-2', 'first-horse-1'];
    expect((await ctx.login(talent.email, won)).statusCode).toBe(200);
    expect((await ctx.login(talent.email, lost)).statusCode).toBe(401);
  });

  it('expires after 7 days, and says so', async () => {
    const { talent, token } = await invitedTalent();
    // Seven days and a second ago.
    await ctx.db
      .update(singleUseTokens)
      .set({ createdAt: sql`now() - interval '7 days 1 second'`, expiresAt: sql`now() - interval '1 second'` })
      .where(and(eq(singleUseTokens.purpose, 'talent_invitation'), eq(singleUseTokens.subjectId, talent.id)));
    expect(dead(await getInvitation(token))).toEqual([404, 'talents.invitation_not_found', talentMessages.invitationExpired]);
    expect(dead(await accept(token, 'late-horse-1'))).toEqual([404, 'talents.invitation_not_found', talentMessages.invitationExpired]);
    expect((await ctx.login(talent.email, 'late-horse-1')).statusCode).toBe(401);
  });

  it('says an unknown link is not valid, and keeps the same password rules as a reset', async () => {
    expect(dead(await getInvitation('no-such-token'))).toEqual([404, 'talents.invitation_not_found', talentMessages.invitationUnknown]);
    const { token } = await invitedTalent();
    const short = await accept(token, 'short');
    expect([short.statusCode, short.json().message]).toEqual([400, messages.resetPasswordTooShort]);
    const long = await accept(token, 'x'.repeat(201));
    expect([long.statusCode, long.json().message]).toEqual([400, messages.passwordTooLong]);
    // Refused passwords spend nothing.
    expect((await accept(token, 'long-enough-1')).statusCode).toBe(200);
  });

  it('makes no account until it is opened: Forgot password for the address mails nothing', async () => {
    const { talent } = await invitedTalent();
    await ctx.app.inject({ method: 'POST', url: '/api/v1/users/forgot-password', payload: { email: talent.email } });
    expect(await ctx.db.select().from(users).where(eq(users.email, talent.email))).toEqual([]);
  });
});

describe("an admin's fresh invitation", () => {
  it('sends a new link, valid 7 days, that replaces the old one, and records who sent it', async () => {
    const { talent, token } = await invitedTalent();
    const sent = await resend(talent.id);
    expect(sent.statusCode).toBe(201);
    expect(sent.json().message).toBe(talentMessages.invitationSent(talent.email));
    const fresh = await invitationTokenFor(ctx.db, talent.email);
    expect(fresh).not.toBe(token);
    expect(dead(await getInvitation(token))).toEqual([404, 'talents.invitation_not_found', talentMessages.invitationUnknown]);
    expect((await getInvitation(fresh)).statusCode).toBe(200);
    expect(await ctx.db.select().from(auditLog).where(eq(auditLog.targetId, talent.id))).toMatchObject([
      { action: 'talent.invitation_sent', actorId: ctx.admin.id, targetType: 'applicant', detail: { applicantId: talent.id, email: talent.email } },
    ]);

    expect((await accept(fresh, 'fresh-horse-1')).statusCode).toBe(200);
    expect(dead(await resend(talent.id))).toEqual([409, 'talents.already_linked', talentMessages.alreadyLinked]);
  });

  it('is refused for a talent not placed yet, an unknown talent, and anyone but an admin', async () => {
    const job = await buildJob(ctx.db);
    const hired = await buildApplicant(ctx.db, job.id, { status: 'Hired' });
    expect(dead(await resend(hired.id))).toEqual([409, 'talents.not_placed', talentMessages.notPlaced]);
    expect(dead(await resend('00000000-0000-4000-8000-000000000000'))).toEqual([404, 'talents.not_found', talentMessages.talentNotFound]);
    expect(dead(await resend('not-an-id'))).toEqual([404, 'talents.not_found', talentMessages.talentNotFound]);
    const { talent } = await invitedTalent();
    const asCustomer = await resend(talent.id, ctx.customer);
    expect([asCustomer.statusCode, asCustomer.json().code]).toEqual([403, 'auth.admin_only']);
    expect((await ctx.app.inject({ method: 'POST', url: `/api/v1/staffing/talents/${talent.id}/invitation` })).statusCode).toBe(401);
  });
});

describe("an admin's view of a talent's account", () => {
  const status = (applicantId: string) => ctx.app.inject({ url: `/api/v1/staffing/talents/${applicantId}/account`, headers: bearer(ctx.admin) });
  const unlink = (applicantId: string, as: SessionUser = ctx.admin) =>
    ctx.app.inject({ method: 'DELETE', url: `/api/v1/staffing/talents/${applicantId}/account`, headers: bearer(as) });

  it('shows the invitation, then the linked account; a wrong link is undone, audited, and its sessions end', async () => {
    const { talent, token } = await invitedTalent({ firstName: 'Lia', lastName: 'Reyes' });
    expect((await status(talent.id)).json()).toMatchObject({ account: null, invitation: { email: talent.email, usedAt: null } });
    const session = (await accept(token, 'lia-horse-1')).json<SessionUser>();
    expect((await status(talent.id)).json()).toMatchObject({
      account: { email: talent.email, name: 'Lia Reyes', emailVerified: true },
      invitation: { usedAt: expect.any(String) },
    });

    const undone = await unlink(talent.id);
    expect(undone.statusCode).toBe(200);
    expect(undone.json().message).toBe(talentMessages.unlinked(talent.email));
    expect((await status(talent.id)).json()).toMatchObject({ account: null });
    expect((await ctx.app.inject({ url: '/api/v1/my-work', headers: bearer(session) })).statusCode).toBe(401);
    const again = (await ctx.login(talent.email, 'lia-horse-1')).json<SessionUser>();
    expect(again.isTalent).toBeUndefined();
    expect([(await ctx.app.inject({ url: '/api/v1/my-work', headers: bearer(again) })).json().code]).toEqual(['auth.talents_only']);
    const [entry] = await ctx.db.select().from(auditLog).where(and(eq(auditLog.action, 'talent.account_unlinked'), eq(auditLog.targetId, session.id)));
    expect(entry).toMatchObject({ actorId: ctx.admin.id, targetType: 'user', detail: { applicantId: talent.id, email: talent.email } });

    // The talent can be invited again, to their own address.
    expect((await resend(talent.id)).statusCode).toBe(201);
    expect(dead(await unlink(talent.id))).toEqual([404, 'talents.account_not_linked', talentMessages.notLinked]);
  });

  it('is for admins only', async () => {
    const { talent } = await invitedTalent();
    expect((await unlink(talent.id, ctx.customer)).statusCode).toBe(403);
    expect((await ctx.app.inject({ url: `/api/v1/staffing/talents/${talent.id}/account`, headers: bearer(ctx.customer) })).statusCode).toBe(403);
  });
});

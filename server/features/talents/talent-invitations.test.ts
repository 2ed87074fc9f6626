import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { talentMessages } from '../../../contract/talents.js';
import { messages, type SessionUser } from '../../../contract/users.js';
import { auditLog, talentInvitations, users } from '../../db/schema.js';
import { createTestContext, type TestContext } from '../../test/test-app.js';
import { bearer, buildApplicant, buildJob, createAdminSession, latestMailTo, registerCustomer, resetTokenFromMail } from '../../test/factories.js';
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

const getInvitation = (token: string) => ctx.app.inject({ method: 'GET', url: `/api/v1/talent-invitations/${token}` });
const accept = (token: string, password: string) => ctx.app.inject({ method: 'POST', url: `/api/v1/talent-invitations/${token}`, payload: { password } });
const resend = (applicantId: string, as: SessionUser = admin) =>
  ctx.app.inject({ method: 'POST', url: `/api/v1/staffing/talents/${applicantId}/invitation`, headers: bearer(as) });
const login = (email: string, password: string) => ctx.app.inject({ method: 'POST', url: '/api/v1/users/login', payload: { email, password } });

/** A talent placed just now, and the token of their invitation. */
async function invitedTalent(names: { firstName?: string; lastName?: string } = {}) {
  const placed = await placeNewTalent(ctx.app, ctx.db, admin, customer.id, names);
  return { ...placed, token: await invitationTokenFor(ctx.db, placed.talent.email) };
}

const dead = (response: { statusCode: number; json(): { code: string; message: string } }) => [response.statusCode, response.json().code, response.json().message];

describe('the invitation link', () => {
  it("shows whom it is for, and until when, and sets the password: the talent is signed in and can log in with it", async () => {
    const { talent, token } = await invitedTalent({ firstName: 'Maria', lastName: 'Santos' });
    const shown = await getInvitation(token);
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toMatchObject({ name: 'Maria Santos', email: talent.email });
    const days = (new Date(shown.json().expiresAt).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);

    const accepted = await accept(token, 'maria-horse-1');
    expect(accepted.statusCode).toBe(200);
    const session = accepted.json<SessionUser>();
    expect(session).toMatchObject({ name: 'Maria Santos', email: talent.email, isAdmin: false, isTalent: true });
    expect((await ctx.app.inject({ url: '/api/v1/users/second-factor', headers: bearer(session) })).statusCode).toBe(200);

    const again = await login(talent.email, 'maria-horse-1');
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
    expect((await login(talent.email, won)).statusCode).toBe(200);
    expect((await login(talent.email, lost)).statusCode).toBe(401);
  });

  it('expires after 7 days, and says so', async () => {
    const { talent, token } = await invitedTalent();
    const [account] = await ctx.db.select().from(users).where(eq(users.email, talent.email));
    // Seven days and a second ago.
    await ctx.db
      .update(talentInvitations)
      .set({ createdAt: sql`now() - interval '7 days 1 second'`, expiresAt: sql`now() - interval '1 second'` })
      .where(eq(talentInvitations.userId, account!.id));
    expect(dead(await getInvitation(token))).toEqual([404, 'talents.invitation_not_found', talentMessages.invitationExpired]);
    expect(dead(await accept(token, 'late-horse-1'))).toEqual([404, 'talents.invitation_not_found', talentMessages.invitationExpired]);
    expect((await login(talent.email, 'late-horse-1')).statusCode).toBe(401);
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

  it('no longer works once the password was set through Forgot password', async () => {
    const { talent, token } = await invitedTalent();
    await ctx.app.inject({ method: 'POST', url: '/api/v1/users/forgot-password', payload: { email: talent.email } });
    const mail = await latestMailTo(ctx.db, talent.email, 5000, 'Reset');
    const reset = await ctx.app.inject({ method: 'PATCH', url: `/api/v1/users/reset-password/${resetTokenFromMail(mail!.text)}`, payload: { password: 'reset-horse-1' } });
    expect(reset.statusCode).toBe(200);

    expect(dead(await getInvitation(token))).toEqual([404, 'talents.invitation_not_found', talentMessages.passwordAlreadySet]);
    expect(dead(await accept(token, 'other-horse-1'))).toEqual([404, 'talents.invitation_not_found', talentMessages.passwordAlreadySet]);
    expect((await login(talent.email, 'reset-horse-1')).statusCode).toBe(200);
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
    const [account] = await ctx.db.select().from(users).where(eq(users.email, talent.email));
    expect(await ctx.db.select().from(auditLog).where(eq(auditLog.targetId, account!.id))).toMatchObject([
      { action: 'talent.invitation_sent', actorId: admin.id, targetType: 'user', detail: { applicantId: talent.id, email: talent.email } },
    ]);

    expect((await accept(fresh, 'fresh-horse-1')).statusCode).toBe(200);
    expect(dead(await resend(talent.id))).toEqual([409, 'talents.password_already_set', talentMessages.talentHasPassword]);
  });

  it('is refused for a talent not placed yet, an unknown talent, and anyone but an admin', async () => {
    const job = await buildJob(ctx.db);
    const hired = await buildApplicant(ctx.db, job.id, { status: 'Hired' });
    expect(dead(await resend(hired.id))).toEqual([409, 'talents.not_placed', talentMessages.notPlaced]);
    expect(dead(await resend('00000000-0000-4000-8000-000000000000'))).toEqual([404, 'talents.not_found', talentMessages.talentNotFound]);
    expect(dead(await resend('not-an-id'))).toEqual([404, 'talents.not_found', talentMessages.talentNotFound]);
    const { talent } = await invitedTalent();
    const asCustomer = await resend(talent.id, customer);
    expect([asCustomer.statusCode, asCustomer.json().code]).toEqual([403, 'auth.admin_only']);
    expect((await ctx.app.inject({ method: 'POST', url: `/api/v1/staffing/talents/${talent.id}/invitation` })).statusCode).toBe(401);
  });
});

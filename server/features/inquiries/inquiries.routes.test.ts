import { beforeEach, describe, expect, it } from 'vitest';
import { inquiries } from './inquiries.table.js';
import { latestMailTo } from '../../test/factories.js';
import { bookingForm, quoteForm } from '../../test/inbox-factories.js';
import { useTestApp } from '../../test/use-test-app.js';

const ctx = useTestApp({ config: { rateLimits: { login: 10, register: 10, forgotPassword: 10, publicForms: 40, billingSessions: 10 } } });
beforeEach(async () => {
  await ctx.db.delete(inquiries);
});

const quote = { ...quoteForm, isOkayToRecieveMarketing: false };
const send = (payload: object) => ctx.app.inject({ method: 'POST', url: '/api/v1/inquiries', payload });

describe('POST /api/v1/inquiries: booking (get-started form)', () => {
  it("takes today's date, as the last time zone on Earth (UTC-12) reaches it", async () => {
    const today = new Date().toISOString().slice(0, 10);
    const earliest = new Date(Date.now() - 12 * 60 * 60 * 1000).toISOString().slice(0, 10);
    expect((await send({ ...bookingForm, date: earliest })).statusCode).toBe(201);
    expect((await send({ ...bookingForm, date: today })).statusCode).toBe(201);
  });

  it('stores a booking and notifies the company', async () => {
    const response = await send(bookingForm);
    expect(response.statusCode).toBe(201);
    const [row] = await ctx.db.select().from(inquiries);
    expect(row).toMatchObject({ ...bookingForm, kind: 'booking', isRead: false, noOfStaff: null });
    // The previous test's notices may still be the newest for a moment: mail is rendered and sent after the answer.
    await expect.poll(async () => (await latestMailTo(ctx.db, 'inbox@site.test'))?.text, { timeout: 5_000 }).toContain('2036-12-03 09:30-10:00 CST');
  });

  it.each(['UTC', 'PST', 'America/Toronto', 'America/St_Johns', 'Australia/Sydney', 'Australia/Perth', 'Asia/Manila'])(
    'takes the time zone %s (offered, or a visitor\'s own)',
    async (timeZone) => {
      expect((await send({ ...bookingForm, timeZone })).statusCode).toBe(201);
      const [row] = await ctx.db.select().from(inquiries);
      expect(row?.timeZone).toBe(timeZone);
    },
  );

  it.each([
    ['company', '', 'Company or identity is required.'],
    ['firstName', '', 'First name is required.'],
    ['lastName', ' ', 'Last name is required.'],
    ['email', '', 'Email is required.'],
    ['email', 'jordan@blakedental', 'Please enter a valid email address.'],
    ['email', 'jordan@blakedental.company', 'Please enter a valid email address.'],
    ['phone', '', 'Contact number is required.'],
    ['timeZone', '', 'Timezone is required.'],
    ['timeZone', 'GMT+8', 'Timezone is required.'],
    ['timeZone', 'Mars/Olympus_Mons', 'Timezone is required.'],
    ['date', '', 'Date is required.'],
    ['date', '2026-02-30', 'Please enter a valid date.'],
    ['date', '2020-01-15', 'Please choose today or a later date.'],
    ['date', new Date(Date.now() - 2 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10), 'Please choose today or a later date.'],
    ['timeFrom', '', 'Start time is required.'],
    ['timeTo', '', 'End time is required.'],
    ['timeTo', '25:00', 'Please enter a valid time.'],
  ])('answers 400 when %s is %j, storing nothing', async (field, value, message) => {
    const response = await send({ ...bookingForm, [field]: value });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(response.json().fieldErrors[field]).toBe(message);
    expect(await ctx.db.select().from(inquiries)).toHaveLength(0);
  });
});

describe('POST /api/v1/inquiries: quote (team builder form)', () => {
  it('stores a quote request', async () => {
    const response = await send(quote);
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toBe('Your inquiry has been submitted successfully! We will get back to you shortly.');
    const [row] = await ctx.db.select().from(inquiries);
    expect(row).toMatchObject({ ...quote, kind: 'quote', timeZone: null });
  });

  it.each([
    [{ noOfStaff: 0 }, 'Number of staff must be at least 1.'],
    [{ noOfStaff: -3 }, 'Number of staff must be at least 1.'],
    [{ noOfStaff: 'many' }, 'Please fill in all required fields.'],
    [{ noOfStaff: 1.5 }, 'Please fill in all required fields.'],
    [{ location: '' }, 'Please fill in all required fields.'],
    [{ message: '  ' }, 'Please fill in all required fields.'],
    [{ email: 'priya' }, 'Please enter a valid email address.'],
    [{ company: 'x'.repeat(201) }, 'Company must be at most 200 characters.'],
  ])('answers 400 for %j, storing nothing', async (change, message) => {
    const response = await send({ ...quote, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(response.json().fieldErrors[Object.keys(change)[0]!]).toBe(message);
    expect(await ctx.db.select().from(inquiries)).toHaveLength(0);
  });

  it('drops a honeypot submission silently', async () => {
    expect((await send({ ...quote, faxNumber: 'x' })).statusCode).toBe(201);
    expect(await ctx.db.select().from(inquiries)).toHaveLength(0);
  });

  it('answers 400 for a body that is no inquiry at all', async () => {
    expect((await send({})).statusCode).toBe(400);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/v1/inquiries', payload: '[1]', headers: { 'content-type': 'application/json' } })).statusCode).toBe(400);
  });
});

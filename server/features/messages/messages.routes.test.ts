import { beforeEach, describe, expect, it } from 'vitest';
import { contactMessages } from './messages.table.js';
import { latestMailTo } from '../../test/factories.js';
import { useTestApp } from '../../test/use-test-app.js';

const ctx = useTestApp();
beforeEach(async () => {
  await ctx.db.delete(contactMessages);
});

const valid = {
  fullName: 'Jordan Blake',
  email: 'jordan@blakedental.com',
  phone: '+1 (512) 555-0142',
  website: 'https://blakedental.com',
  message: 'We need two receptionists for our Austin clinics.',
  isWillingToReceiveUpdates: true,
};
const send = (payload: object) => ctx.app.inject({ method: 'POST', url: '/api/v1/messages', payload });

describe('POST /api/v1/messages', () => {
  it('stores the message and notifies the company mailbox', async () => {
    const response = await send(valid);
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toBe('Your message has been sent successfully!');
    const rows = await ctx.db.select().from(contactMessages);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ ...valid, isRead: false, comment: '' });
    const mail = await latestMailTo(ctx.db, 'inbox@site.test');
    expect(mail?.subject).toBe('New message from Jordan Blake');
    expect(mail?.text).toContain('We need two receptionists');
  });

  it('takes a message without a website (the home form)', async () => {
    const { website: _omitted, ...withoutWebsite } = valid;
    expect((await send({ ...withoutWebsite, isWillingToReceiveUpdates: false })).statusCode).toBe(201);
  });

  it.each([
    [{ fullName: '' }, 'Full name is required.'],
    [{ fullName: undefined }, 'Full name is required.'],
    [{ email: 'jordan@' }, 'Please enter a valid email address.'],
    [{ phone: '' }, 'Contact number is required.'],
    [{ phone: 'call me maybe' }, 'Please enter a valid contact number.'],
    [{ message: '   ' }, 'Message is required.'],
    [{ message: 'x'.repeat(5001) }, 'Message must be at most 5000 characters.'],
    [{ website: 'x'.repeat(201) }, 'Company website must be at most 200 characters.'],
    [{ website: 'not a url' }, 'Please enter a website address, such as yourcompany.com.'],
    [{ website: 'acme' }, 'Please enter a website address, such as yourcompany.com.'],
    [{ website: 'javascript:alert(1)' }, 'Please enter a website address, such as yourcompany.com.'],
    [{ fullName: 42 }, 'Full name is required.'],
  ])('answers 400 for %j and stores nothing', async (change, message) => {
    const response = await send({ ...valid, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await ctx.db.select().from(contactMessages)).toHaveLength(0);
  });

  it('answers a filled honeypot like a success but stores nothing', async () => {
    const response = await send({ ...valid, faxNumber: '555-0100' });
    expect(response.statusCode).toBe(201);
    expect(await ctx.db.select().from(contactMessages)).toHaveLength(0);
  });
});

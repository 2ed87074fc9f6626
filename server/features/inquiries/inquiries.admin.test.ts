import { beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLog } from '../../db/schema.js';
import { bearer } from '../../test/factories.js';
import { buildBooking, buildQuote } from '../../test/inbox-factories.js';
import { expectAdminOnly } from '../../test/admin-only.js';
import { useTestApp } from '../../test/use-test-app.js';
import { inquiries } from './inquiries.table.js';

const ctx = useTestApp({ admin: true, customer: true });
beforeEach(async () => {
  await ctx.db.delete(inquiries);
});

const unknownId = '00000000-0000-4000-8000-000000000000';
const get = (url: string) => ctx.app.inject({ url, headers: bearer(ctx.admin) });
const patch = (url: string, payload?: object) =>
  ctx.app.inject({ method: 'PATCH', url, headers: bearer(ctx.admin), ...(payload ? { payload } : {}) });
const names = (body: { inquiries: { firstName: string }[] }) => body.inquiries.map((inquiry) => inquiry.firstName);

describe('admin inquiry endpoints: authorization', () => {
  it('answer 401 to a visitor, 403 to a customer, 200 to an admin', async () => {
    const { id } = await buildQuote(ctx.db);
    const calls = [
      { method: 'GET', url: '/api/v1/inquiries' },
      { method: 'GET', url: '/api/v1/inquiries?page=1&pageSize=10' },
      { method: 'GET', url: '/api/v1/inquiries/export.csv' },
      { method: 'PATCH', url: `/api/v1/inquiries/${id}/mark-read` },
      { method: 'PATCH', url: `/api/v1/inquiries/${id}/add-comment`, payload: { comment: 'Called back' } },
    ] as const;
    await expectAdminOnly(ctx.app, calls, ctx);
    const [row] = await ctx.db.select().from(inquiries);
    expect(row).toMatchObject({ isRead: true, comment: 'Called back' });
  });
});

describe('GET /api/v1/inquiries', () => {
  it('answers every inquiry in the spec shape, newest first, without total when not paged', async () => {
    const booking = await buildBooking(ctx.db);
    const quote = await buildQuote(ctx.db);
    const response = await get('/api/v1/inquiries');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.total).toBeUndefined();
    expect(body.inquiries).toEqual([
      {
        _id: quote.id,
        kind: 'quote',
        firstName: 'Priya',
        lastName: 'Nair',
        email: 'priya@northwind.io',
        phone: '+61 2 5550 1842',
        company: 'Northwind Logistics',
        location: 'Sydney, Australia',
        noOfStaff: 4,
        message: 'Four customer support agents for our night shift.',
        isOkayToRecieveMarketing: true,
        timeZone: null,
        date: null,
        timeFrom: null,
        timeTo: null,
        isRead: false,
        comment: '',
        postingDate: quote.postingDate.toISOString(),
      },
      expect.objectContaining({ _id: booking.id, kind: 'booking', timeZone: 'CST', date: '2036-12-03', timeFrom: '09:30', timeTo: '10:00', noOfStaff: null }),
    ]);
  });

  it('pages, sorts, searches and filters on the server, with total', async () => {
    await buildQuote(ctx.db, { firstName: 'Ana', lastName: 'Reyes', company: 'Zeta Clinics', email: 'ana@zeta.com' });
    await buildBooking(ctx.db, { firstName: 'Ben', lastName: 'Cruz', company: 'alpha Dental', isRead: true });
    await buildQuote(ctx.db, { firstName: 'Cara', lastName: 'Lim', company: 'Mango Logistics' });
    await buildBooking(ctx.db, { firstName: 'Dan', lastName: 'Ong', company: 'Beta Law', phone: '+1 212 555 0100' });

    const firstPage = (await get('/api/v1/inquiries?page=1&pageSize=3')).json();
    expect(firstPage.total).toBe(4);
    expect(names(firstPage)).toEqual(['Dan', 'Cara', 'Ben']);
    expect(names((await get('/api/v1/inquiries?page=2&pageSize=3')).json())).toEqual(['Ana']);
    expect(names((await get('/api/v1/inquiries?page=1&pageSize=10&sort=postingDate_asc')).json())).toEqual(['Ana', 'Ben', 'Cara', 'Dan']);
    expect(names((await get('/api/v1/inquiries?page=1&pageSize=10&sort=name_asc')).json())).toEqual(['Ben', 'Cara', 'Dan', 'Ana']);
    expect(names((await get('/api/v1/inquiries?page=1&pageSize=10&sort=company_asc')).json())).toEqual(['Ben', 'Dan', 'Cara', 'Ana']);
    expect(names((await get('/api/v1/inquiries?page=1&pageSize=10&sort=company_desc')).json())).toEqual(['Ana', 'Cara', 'Dan', 'Ben']);
    expect(names((await get('/api/v1/inquiries?page=1&pageSize=10&sort=status_asc')).json())).toEqual(['Dan', 'Cara', 'Ana', 'Ben']);
    expect(names((await get('/api/v1/inquiries?page=1&pageSize=10&sort=status_desc')).json())).toEqual(['Ben', 'Dan', 'Cara', 'Ana']);

    const unread = (await get('/api/v1/inquiries?page=1&pageSize=10&status=unread')).json();
    expect(unread.total).toBe(3);
    expect(names((await get('/api/v1/inquiries?page=1&pageSize=10&status=read')).json())).toEqual(['Ben']);
    expect(names((await get('/api/v1/inquiries?page=1&pageSize=10&kind=booking')).json())).toEqual(['Dan', 'Ben']);
    expect(names((await get('/api/v1/inquiries?page=1&pageSize=10&kind=quote&status=unread')).json())).toEqual(['Cara', 'Ana']);

    expect(names((await get('/api/v1/inquiries?page=1&pageSize=10&q=ZETA')).json())).toEqual(['Ana']);
    expect(names((await get('/api/v1/inquiries?page=1&pageSize=10&q=212%20555')).json())).toEqual(['Dan']);
    expect(names((await get('/api/v1/inquiries?page=1&pageSize=10&q=logistics')).json())).toEqual(['Cara']);
    // Search text is matched literally, not as a LIKE pattern.
    expect((await get('/api/v1/inquiries?page=1&pageSize=10&q=%25')).json().total).toBe(0);
  });

  it('refuses an unknown sort or filter with 400', async () => {
    for (const query of ['sort=bogus', 'status=maybe', 'kind=call', 'pageSize=0', 'page=x']) {
      const response = await get(`/api/v1/inquiries?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().code).toBe('request.invalid');
    }
  });
});

describe('PATCH /api/v1/inquiries/{id}/mark-read', () => {
  it('marks the inquiry read and answers it; a second call changes nothing', async () => {
    const { id } = await buildBooking(ctx.db, { comment: 'Left a voicemail' });
    const first = await patch(`/api/v1/inquiries/${id}/mark-read`);
    expect(first.statusCode).toBe(200);
    expect(first.json().inquiry).toMatchObject({ _id: id, isRead: true, comment: 'Left a voicemail' });
    const second = await patch(`/api/v1/inquiries/${id}/mark-read`);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
  });

  it('takes a JSON body the spec clients may send, and answers 404 for unknown or malformed ids', async () => {
    const { id } = await buildBooking(ctx.db);
    expect((await patch(`/api/v1/inquiries/${id}/mark-read`, {})).statusCode).toBe(200);
    const emptyJson = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/v1/inquiries/${id}/mark-read`,
      headers: { ...bearer(ctx.admin), 'content-type': 'application/json' },
    });
    expect(emptyJson.statusCode, emptyJson.body).toBe(200);
    for (const bad of [unknownId, 'abc', '1']) {
      const response = await patch(`/api/v1/inquiries/${bad}/mark-read`);
      expect(response.statusCode, bad).toBe(404);
      expect(response.json()).toMatchObject({ code: 'inquiries.not_found', message: 'Inquiry not found.' });
    }
  });
});

describe('PATCH /api/v1/inquiries/{id}/add-comment', () => {
  it('stores the comment, replaces it on edit, and keeps it for the next list', async () => {
    const { id } = await buildQuote(ctx.db);
    const added = await patch(`/api/v1/inquiries/${id}/add-comment`, { comment: '  Send the AU price list  ' });
    expect(added.statusCode).toBe(200);
    expect(added.json().inquiry).toMatchObject({ _id: id, comment: 'Send the AU price list', isRead: false });
    await patch(`/api/v1/inquiries/${id}/add-comment`, { comment: 'Price list sent on Monday' });
    expect((await get('/api/v1/inquiries')).json().inquiries[0].comment).toBe('Price list sent on Monday');
  });

  it('requires text', async () => {
    const { id } = await buildQuote(ctx.db, { comment: 'Keep me' });
    for (const payload of [{ comment: '' }, { comment: '   ' }, {}, { comment: 42 }]) {
      const response = await patch(`/api/v1/inquiries/${id}/add-comment`, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toBe('Comment is required.');
    }
    const tooLong = await patch(`/api/v1/inquiries/${id}/add-comment`, { comment: 'x'.repeat(2001) });
    expect(tooLong.json().message).toBe('Comment must be at most 2000 characters.');
    const [row] = await ctx.db.select().from(inquiries);
    expect(row?.comment).toBe('Keep me');
  });

  it('answers 404 for unknown or malformed ids', async () => {
    for (const bad of [unknownId, 'not-an-id']) {
      expect((await patch(`/api/v1/inquiries/${bad}/add-comment`, { comment: 'Hello' })).statusCode, bad).toBe(404);
    }
  });
});

describe('GET /api/v1/inquiries/export.csv', () => {
  it('exports the current filter with quoting and the formula guard', async () => {
    await buildQuote(ctx.db, {
      firstName: '=HYPERLINK("http://evil.test","click")',
      company: 'Acme, Inc.',
      message: 'Line one\nLine "two"',
      comment: '@SUM(A1)',
    });
    await buildBooking(ctx.db, { firstName: 'Ben', isRead: true });
    const response = await get('/api/v1/inquiries/export.csv?status=unread');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="inquiries-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const [header, ...rest] = response.body.split('\r\n');
    expect(header).toBe(
      'Received at,Kind,Status,First name,Last name,Email,Phone,Company,Call date,Call from,Call to,Time zone,Location,Staff wanted,Marketing e-mails OK,Message,Comment',
    );
    expect(rest.filter(Boolean)).toHaveLength(1);
    const row = rest[0]!;
    expect(row).toContain(',quote,Unread,"\'=HYPERLINK(""http://evil.test"",""click"")",Nair,');
    expect(row).toContain(',"Acme, Inc.",');
    expect(row).toContain(',4,yes,"Line one\nLine ""two""",\'@SUM(A1)');
    expect(response.body).not.toContain('Ben');
  });

  it('exports everything in the chosen order when there is no filter', async () => {
    await buildQuote(ctx.db, { firstName: 'Ana' });
    await buildBooking(ctx.db, { firstName: 'Ben' });
    const lines = (await get('/api/v1/inquiries/export.csv?sort=postingDate_asc')).body.trim().split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(',Ana,');
    expect(lines[2]).toContain(',booking,Unread,Ben,Blake,');
  });
});

describe('what an inquiries export records', () => {
  const exports = () => ctx.db.select().from(auditLog).where(eq(auditLog.action, 'inquiries.exported'));

  it('a HEAD answers the headers and records nothing; the GET records how many rows it sends', async () => {
    await buildQuote(ctx.db);
    await buildBooking(ctx.db);
    await buildBooking(ctx.db, { isRead: true });
    const before = (await exports()).length;
    const head = await ctx.app.inject({ method: 'HEAD', url: '/api/v1/inquiries/export.csv?status=unread', headers: bearer(ctx.admin) });
    expect([head.statusCode, head.headers['content-type'], head.body]).toEqual([200, expect.stringContaining('text/csv'), '']);
    expect(await exports()).toHaveLength(before);

    const response = await get('/api/v1/inquiries/export.csv?status=unread');
    expect(response.body.split('\r\n').filter(Boolean)).toHaveLength(1 + 2);
    const rows = await exports();
    expect(rows).toHaveLength(before + 1);
    expect(rows.at(-1)!.detail).toEqual({ filter: { status: 'unread' }, rows: 2 });
  });
});

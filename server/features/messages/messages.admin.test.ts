import { beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLog } from '../../db/schema.js';
import { bearer } from '../../test/factories.js';
import { buildMessage } from '../../test/inbox-factories.js';
import { expectAdminOnly } from '../../test/admin-only.js';
import { useTestApp } from '../../test/use-test-app.js';
import { contactMessages } from './messages.table.js';

const ctx = useTestApp({ admin: true, customer: true });
beforeEach(async () => {
  await ctx.db.delete(contactMessages);
});

const unknownId = '00000000-0000-4000-8000-000000000000';
const get = (url: string) => ctx.app.inject({ url, headers: bearer(ctx.admin) });
const patch = (url: string, payload?: object) =>
  ctx.app.inject({ method: 'PATCH', url, headers: bearer(ctx.admin), ...(payload ? { payload } : {}) });
const names = (body: { messages: { fullName: string }[] }) => body.messages.map((message) => message.fullName);

describe('admin message endpoints: authorization', () => {
  it('answer 401 to a visitor, 403 to a customer, 200 to an admin', async () => {
    const { id } = await buildMessage(ctx.db);
    const calls = [
      { method: 'GET', url: '/api/v1/messages' },
      { method: 'GET', url: '/api/v1/messages?page=1&pageSize=10' },
      { method: 'GET', url: '/api/v1/messages/export.csv' },
      { method: 'PATCH', url: `/api/v1/messages/${id}/mark-read` },
      { method: 'PATCH', url: `/api/v1/messages/${id}/add-comment`, payload: { comment: 'Replied by e-mail' } },
    ] as const;
    await expectAdminOnly(ctx.app, calls, ctx);
  });
});

describe('GET /api/v1/messages', () => {
  it('answers every message in the spec shape, newest first, without total when not paged', async () => {
    const older = await buildMessage(ctx.db, { fullName: 'Older Sender' });
    const newer = await buildMessage(ctx.db, { website: '' });
    const body = (await get('/api/v1/messages')).json();
    expect(body.total).toBeUndefined();
    expect(body.messages).toEqual([
      {
        _id: newer.id,
        fullName: 'Sam Rivera',
        email: 'sam@riveralaw.com',
        phone: '+1 415 555 0199',
        website: '',
        message: 'We need a paralegal assistant, 20 hours a week.',
        isWillingToReceiveUpdates: true,
        comment: '',
        isRead: false,
        createdAt: newer.createdAt.toISOString(),
      },
      expect.objectContaining({ _id: older.id, fullName: 'Older Sender' }),
    ]);
  });

  it('pages, sorts, searches and filters on the server, with total', async () => {
    await buildMessage(ctx.db, { fullName: 'Ana Reyes', email: 'ana@zeta.com' });
    await buildMessage(ctx.db, { fullName: 'ben Cruz', isRead: true, website: 'https://cruz-dental.com' });
    await buildMessage(ctx.db, { fullName: 'Cara Lim', phone: '+63 917 555 0101' });

    const firstPage = (await get('/api/v1/messages?page=1&pageSize=2')).json();
    expect(firstPage.total).toBe(3);
    expect(names(firstPage)).toEqual(['Cara Lim', 'ben Cruz']);
    expect(names((await get('/api/v1/messages?page=2&pageSize=2')).json())).toEqual(['Ana Reyes']);
    expect(names((await get('/api/v1/messages?page=1&pageSize=10&sort=createdAt_asc')).json())).toEqual(['Ana Reyes', 'ben Cruz', 'Cara Lim']);
    expect(names((await get('/api/v1/messages?page=1&pageSize=10&sort=name_asc')).json())).toEqual(['Ana Reyes', 'ben Cruz', 'Cara Lim']);
    expect(names((await get('/api/v1/messages?page=1&pageSize=10&sort=name_desc')).json())).toEqual(['Cara Lim', 'ben Cruz', 'Ana Reyes']);
    expect(names((await get('/api/v1/messages?page=1&pageSize=10&sort=status_asc')).json())).toEqual(['Cara Lim', 'Ana Reyes', 'ben Cruz']);
    expect(names((await get('/api/v1/messages?page=1&pageSize=10&sort=status_desc')).json())).toEqual(['ben Cruz', 'Cara Lim', 'Ana Reyes']);
    const unread = (await get('/api/v1/messages?page=1&pageSize=10&status=unread')).json();
    expect(unread.total).toBe(2);
    expect(names((await get('/api/v1/messages?page=1&pageSize=10&status=read')).json())).toEqual(['ben Cruz']);
    expect(names((await get('/api/v1/messages?page=1&pageSize=10&q=ZETA.com')).json())).toEqual(['Ana Reyes']);
    expect(names((await get('/api/v1/messages?page=1&pageSize=10&q=cruz-dental')).json())).toEqual(['ben Cruz']);
    expect(names((await get('/api/v1/messages?page=1&pageSize=10&q=917%20555')).json())).toEqual(['Cara Lim']);
    expect((await get('/api/v1/messages?page=1&pageSize=10&q=_')).json().total).toBe(0);
  });

  it('refuses an unknown sort or filter with 400', async () => {
    for (const query of ['sort=postingDate_desc', 'status=all', 'pageSize=101']) {
      expect((await get(`/api/v1/messages?${query}`)).statusCode, query).toBe(400);
    }
  });
});

describe('PATCH /api/v1/messages/{id}/mark-read', () => {
  it('marks the message read; a second call changes nothing', async () => {
    const { id } = await buildMessage(ctx.db);
    const first = await patch(`/api/v1/messages/${id}/mark-read`);
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toMatchObject({ _id: id, isRead: true });
    const second = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/v1/messages/${id}/mark-read`,
      headers: { ...bearer(ctx.admin), 'content-type': 'application/json' },
    });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect((await get('/api/v1/messages?page=1&pageSize=10&status=unread')).json().total).toBe(0);
  });

  it('answers 404 for unknown or malformed ids', async () => {
    for (const bad of [unknownId, 'abc']) {
      const response = await patch(`/api/v1/messages/${bad}/mark-read`);
      expect(response.statusCode, bad).toBe(404);
      expect(response.json()).toMatchObject({ code: 'messages.not_found', message: 'Message not found.', error: 'Message not found.' });
    }
  });
});

describe('PATCH /api/v1/messages/{id}/add-comment', () => {
  it('stores the comment and replaces it on edit', async () => {
    const { id } = await buildMessage(ctx.db);
    const added = await patch(`/api/v1/messages/${id}/add-comment`, { comment: 'Replied with rates' });
    expect(added.statusCode).toBe(200);
    expect(added.json().message).toMatchObject({ _id: id, comment: 'Replied with rates' });
    await patch(`/api/v1/messages/${id}/add-comment`, { comment: 'Meeting booked for Friday' });
    expect((await get('/api/v1/messages')).json().messages[0].comment).toBe('Meeting booked for Friday');
  });

  it('requires text and answers 404 for unknown or malformed ids', async () => {
    const { id } = await buildMessage(ctx.db);
    for (const payload of [{ comment: '' }, { comment: ' \n ' }, {}]) {
      const response = await patch(`/api/v1/messages/${id}/add-comment`, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Comment is required.');
    }
    expect((await patch(`/api/v1/messages/${unknownId}/add-comment`, { comment: 'Hi' })).statusCode).toBe(404);
    expect((await patch('/api/v1/messages/xyz/add-comment', { comment: 'Hi' })).statusCode).toBe(404);
  });
});

describe('GET /api/v1/messages/export.csv', () => {
  it('exports the current search with quoting and the formula guard', async () => {
    await buildMessage(ctx.db, { fullName: '+cmd|calc', message: 'Hello, "team"\r\nSecond line', website: '-2+3' });
    await buildMessage(ctx.db, { fullName: 'Other Person', email: 'other@example.com' });
    const response = await get('/api/v1/messages/export.csv?q=calc');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="messages-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = response.body.split('\r\n');
    expect(lines[0]).toBe('Received at,Status,Full name,Email,Phone,Website,Wants updates,Message,Comment');
    expect(response.body).toContain(",Unread,'+cmd|calc,sam@riveralaw.com,'+1 415 555 0199,'-2+3,yes,\"Hello, \"\"team\"\"\r\nSecond line\",\r\n");
    expect(response.body).not.toContain('Other Person');
  });
});

describe('what a messages export records', () => {
  const exports = () => ctx.db.select().from(auditLog).where(eq(auditLog.action, 'messages.exported'));

  it('a HEAD answers the headers and records nothing; the GET records how many rows it sends', async () => {
    await buildMessage(ctx.db, { fullName: 'Rows One' });
    await buildMessage(ctx.db, { fullName: 'Rows Two' });
    await buildMessage(ctx.db, { fullName: 'Someone Else' });
    const before = (await exports()).length;
    const head = await ctx.app.inject({ method: 'HEAD', url: '/api/v1/messages/export.csv?q=rows', headers: bearer(ctx.admin) });
    expect([head.statusCode, head.headers['content-type'], head.body]).toEqual([200, expect.stringContaining('text/csv'), '']);
    expect(await exports()).toHaveLength(before);

    const response = await get('/api/v1/messages/export.csv?q=rows');
    expect(response.body.split('\r\n').filter(Boolean)).toHaveLength(1 + 2);
    const rows = await exports();
    expect(rows).toHaveLength(before + 1);
    expect(rows.at(-1)!.detail).toEqual({ filter: { q: 'rows' }, rows: 2 });
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLog } from '../../db/schema.js';
import { bearer } from '../../test/factories.js';
import { multipart, samplePdf, storedPdfOf } from '../../test/multipart.js';
import { expectAdminOnly } from '../../test/admin-only.js';
import { useTestApp } from '../../test/use-test-app.js';

const ctx = useTestApp({ admin: true, customer: true });
const pdfOf = (name: string) => samplePdf(`Franchise agreement signed by ${name}`);
const storedContractOf = (name: string) => storedPdfOf(pdfOf(name));

async function upload(name: string, email: string, filename: string) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/franchise-applications',
    ...multipart([
      { name: 'name', value: name },
      { name: 'email', value: email },
      { name: 'contract', filename, contentType: 'application/pdf', bytes: pdfOf(name) },
    ]),
  });
  expect(response.statusCode).toBe(201);
}

beforeAll(async () => {
  await upload('Marisol Cruz', 'marisol@cruzventures.ph', 'signed-contract.pdf');
  await upload('Jun Dela Rosa', 'jun@delarosa.ph', 'jun-dela-rosa-signed.pdf');
});

const get = (url: string) => ctx.app.inject({ url, headers: bearer(ctx.admin) });
type Listed = { applications: { _id: string; name: string; contractLink: string }[]; total?: number };

describe('admin franchise endpoints', () => {
  it('answer 401 to a visitor, 403 to a customer, 200 to an admin', async () => {
    const [first] = (await get('/api/v1/franchise-applications')).json<Listed>().applications;
    const urls = ['/api/v1/franchise-applications', '/api/v1/franchise-applications?page=1&pageSize=10', first!.contractLink];
    await expectAdminOnly(ctx.app, urls.map((url) => ({ url })), ctx);
  });

  it('lists who sent which contract and when, newest first; searches, sorts and pages', async () => {
    const all = (await get('/api/v1/franchise-applications')).json<Listed>();
    expect(all.total).toBeUndefined();
    expect(all.applications).toEqual([
      {
        _id: expect.any(String),
        name: 'Jun Dela Rosa',
        email: 'jun@delarosa.ph',
        filename: 'jun-dela-rosa-signed.pdf',
        sizeBytes: (await storedContractOf('Jun Dela Rosa')).length,
        contractLink: `/api/v1/franchise-applications/${all.applications[0]!._id}/contract`,
        createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      },
      expect.objectContaining({ name: 'Marisol Cruz', filename: 'signed-contract.pdf' }),
    ]);
    const searched = (await get('/api/v1/franchise-applications?page=1&pageSize=10&q=CRUZVENTURES')).json<Listed>();
    expect(searched.total).toBe(1);
    expect(searched.applications[0]!.name).toBe('Marisol Cruz');
    const paged = (await get('/api/v1/franchise-applications?page=2&pageSize=1&sort=name_asc')).json<Listed>();
    expect(paged).toMatchObject({ total: 2, applications: [{ name: 'Marisol Cruz' }] });
  });

  it('serves the signed PDF as stored (without scripts), privately, and 404 for unknown or malformed ids', async () => {
    const { applications } = (await get('/api/v1/franchise-applications?sort=name_asc')).json<Listed>();
    const response = await get(applications[0]!.contractLink);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`inline; filename="jun-dela-rosa-signed.pdf"; filename*=UTF-8''jun-dela-rosa-signed.pdf`);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.rawPayload.equals(await storedContractOf('Jun Dela Rosa'))).toBe(true);
    for (const bad of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      const missing = await get(`/api/v1/franchise-applications/${bad}/contract`);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe('Franchise application not found.');
    }
  });
});

describe('what opening a contract records', () => {
  it('a HEAD answers the headers and records nothing; the GET records the opening', async () => {
    const { applications } = (await get('/api/v1/franchise-applications?sort=name_asc')).json<Listed>();
    const application = applications[0]!;
    const openings = () => ctx.db.select().from(auditLog).where(eq(auditLog.targetId, application._id));
    const before = (await openings()).length;
    const head = await ctx.app.inject({ method: 'HEAD', url: application.contractLink, headers: bearer(ctx.admin) });
    expect([head.statusCode, head.headers['content-type'], head.body]).toEqual([200, 'application/pdf', '']);
    expect(await openings()).toHaveLength(before);
    expect((await get(application.contractLink)).statusCode).toBe(200);
    expect((await openings()).map((row) => row.action)).toEqual([...Array(before).fill('franchise.contract_opened'), 'franchise.contract_opened']);
  });
});

import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** The layer rules of eslint.config.js, checked on small made-up files placed where real ones live. */
const eslint = new ESLint({ cwd: new URL('..', import.meta.url).pathname });

async function restrictedImports(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('client layer boundaries', () => {
  it('refuses a feature importing another feature', async () => {
    const messages = await restrictedImports(
      'client/src/features/careers/Probe.tsx',
      "import { HomePage } from '@/features/company/HomePage';\nexport const probe = HomePage;\n",
    );
    expect(messages.join('\n')).toMatch(/A feature does not import another feature/);
  });

  it('lets a feature import its own files, ui, lib and the contract', async () => {
    const messages = await restrictedImports(
      'client/src/features/careers/Probe.tsx',
      [
        "import { JobBoard } from '@/features/careers/board/JobBoard';",
        "import { Button } from '@/ui/Button';",
        "import { formatLongDate } from '@/lib/dates';",
        "import { jobSchema } from '@contract/jobs';",
        'export const probe = [JobBoard, Button, formatLongDate, jobSchema];',
      ].join('\n'),
    );
    expect(messages).toEqual([]);
  });

  it('refuses ui/ and lib/ importing a feature or the app', async () => {
    const fromUi = await restrictedImports('client/src/ui/Probe.tsx', "import { x } from '@/features/careers/x';\nexport const p = x;\n");
    const fromLib = await restrictedImports('client/src/lib/probe.ts', "import { router } from '@/app/router';\nexport const p = router;\n");
    expect(fromUi.join('\n')).toMatch(/ui\/ and lib\/ are below features/);
    expect(fromLib.join('\n')).toMatch(/Only the app layer imports from @\/app/);
  });

  it('refuses imports that climb folders, and the contract importing server code', async () => {
    const climbing = await restrictedImports('client/src/features/pricing/Probe.tsx', "import { x } from '../careers/x';\nexport const p = x;\n");
    const contract = await restrictedImports('contract/probe.ts', "import { x } from '../server/app.js';\nexport const p = x;\n");
    expect(climbing.join('\n')).toMatch(/@\/ alias instead of climbing/);
    expect(contract.join('\n')).toMatch(/contract is the bottom layer/);
  });
});

describe('server layer boundaries', () => {
  it("refuses a feature importing another feature's files, but not its public file", async () => {
    const internal = await restrictedImports(
      'server/features/applicants/probe.ts',
      "import { findJob } from '../jobs/jobs.repository.js';\nexport const probe = findJob;\n",
    );
    const viaFeatures = await restrictedImports(
      'server/features/applicants/probe.ts',
      "import { jobs } from '../../features/jobs/jobs.table.js';\nexport const probe = jobs;\n",
    );
    const publicFile = await restrictedImports(
      'server/features/applicants/probe.ts',
      "import { findJob } from '../jobs/jobs.public.js';\nexport const probe = findJob;\n",
    );
    expect(internal.join('\n')).toMatch(/imports another only through its public file/);
    expect(viaFeatures.join('\n')).toMatch(/Another feature's table is read only in applicants's own queries/);
    expect(publicFile).toEqual([]);
  });

  it("lets placements reach billing's code only through its public file, and its tables only in placements' own queries", async () => {
    const billingInside = await restrictedImports(
      'server/features/placements/probe.ts',
      "import { lockSubscriptionRow } from '../billing/subscriptions.repository.js';\nexport const probe = lockSubscriptionRow;\n",
    );
    const tableInService = await restrictedImports(
      'server/features/placements/probe.service.ts',
      "import { applicants } from '../applicants/applicants.table.js';\nexport const probe = applicants;\n",
    );
    const tablesInQueries = await Promise.all(
      ['probe.repository.ts', 'probe.sql.ts', 'probe.table.ts'].map((file) =>
        restrictedImports(
          `server/features/placements/${file}`,
          "import { subscriptions } from '../billing/billing.table.js';\nimport { applicants } from '../applicants/applicants.table.js';\nexport const probe = [subscriptions, applicants];\n",
        ),
      ),
    );
    expect(billingInside.join('\n')).toMatch(/imports another only through its public file/);
    expect(tableInService.join('\n')).toMatch(/Another feature's table is read only in placements's own queries/);
    expect(tablesInQueries.flat()).toEqual([]);
  });

  it("holds a feature's mail templates (.tsx) to the same rule: the mail layout through mail's public file", async () => {
    const internal = await restrictedImports(
      'server/features/billing/emails/probe.email.tsx',
      "import { MailLayout } from '../../mail/emails/mail-layout.js';\nexport const Probe = () => <MailLayout />;\n",
    );
    const publicFile = await restrictedImports(
      'server/features/billing/emails/probe.email.tsx',
      "import { MailLayout } from '../../mail/mail.public.js';\nexport const Probe = () => <MailLayout />;\n",
    );
    expect(internal.join('\n')).toMatch(/imports another only through its public file/);
    expect(publicFile).toEqual([]);
  });

  it('lets a feature import its own files, lib, db, plugins and the contract', async () => {
    const messages = await restrictedImports(
      'server/features/jobs/probe.ts',
      [
        "import { findJob } from './jobs.repository.js';",
        "import { notFound } from '../../lib/errors.js';",
        "import type { Executor } from '../../db/database.js';",
        "import type { CurrentUser } from '../../plugins/auth-guard.js';",
        "import { jobMessages } from '../../../contract/jobs.js';",
        'export const probe = [findJob, notFound, jobMessages] as unknown as [Executor, CurrentUser];',
      ].join('\n'),
    );
    expect(messages).toEqual([]);
  });

  it("refuses a route file importing its feature's repository: a route makes one service call", async () => {
    const fromRoutes = await restrictedImports('server/features/jobs/probe.routes.ts', "import { findJob } from './jobs.repository.js';\nexport const probe = findJob;\n");
    const fromService = await restrictedImports('server/features/jobs/probe.service.ts', "import { findJob } from './jobs.repository.js';\nexport const probe = findJob;\n");
    expect(fromRoutes.join('\n')).toMatch(/A route makes one service call/);
    expect(fromService).toEqual([]);
  });

  it('refuses a service importing drizzle-orm: SQL, conditions included, stays in repositories', async () => {
    const fromService = await restrictedImports('server/features/jobs/probe.service.ts', "import { eq } from 'drizzle-orm';\nexport const probe = eq;\n");
    const fromAdminService = await restrictedImports('server/features/jobs/probe.admin.service.ts', "import { sql } from 'drizzle-orm';\nexport const probe = sql;\n");
    const fromRepository = await restrictedImports('server/features/jobs/probe.repository.ts', "import { eq } from 'drizzle-orm';\nexport const probe = eq;\n");
    expect(fromService.join('\n')).toMatch(/A service calls its repositories/);
    expect(fromAdminService.join('\n')).toMatch(/A service calls its repositories/);
    expect(fromRepository).toEqual([]);
  });

  it('refuses plugins/ and lib/ importing a feature, even its public file', async () => {
    const fromPlugin = await restrictedImports('server/plugins/probe.ts', "import { users } from '../features/auth/auth.public.js';\nexport const p = users;\n");
    const fromLib = await restrictedImports('server/lib/probe.ts', "import { jobs } from '../features/jobs/jobs.table.js';\nexport const p = jobs;\n");
    expect(fromPlugin.join('\n')).toMatch(/plugins\/ and lib\/ are below features/);
    expect(fromLib.join('\n')).toMatch(/plugins\/ and lib\/ are below features/);
  });

  it('keeps db/schema.ts for tests: a feature takes tables from public files', async () => {
    const fromFeature = await restrictedImports('server/features/seo/probe.ts', "import { jobs } from '../../db/schema.js';\nexport const p = jobs;\n");
    const fromTest = await restrictedImports('server/features/seo/probe.test.ts', "import { jobs } from '../../db/schema.js';\nexport const p = jobs;\n");
    const testReachingIn = await restrictedImports('server/features/seo/probe.test.ts', "import { updateJob } from '../jobs/jobs.repository.js';\nexport const p = updateJob;\n");
    expect(fromFeature.join('\n')).toMatch(/db\/schema.ts is drizzle-kit's index/);
    expect(fromTest).toEqual([]);
    expect(testReachingIn.join('\n')).toMatch(/imports another only through its public file/);
  });

  it('lets app.ts, scripts and test helpers import any feature file', async () => {
    for (const filePath of ['server/app.ts', 'server/scripts/probe.ts', 'server/test/probe.ts']) {
      const depth = filePath.split('/').length - 2;
      const up = depth === 0 ? './' : '../'.repeat(depth);
      const messages = await restrictedImports(filePath, `import { findJob } from '${up}features/jobs/jobs.repository.js';\nexport const p = findJob;\n`);
      expect(messages, filePath).toEqual([]);
    }
  });
});

/** The messages of one of the project's own rules (eslint-rules/) on a made-up file. */
async function shapeMessages(filePath: string, code: string, rule: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === `shape/${rule}`).map((m) => m.message);
}

describe('one shape for the client data layer', () => {
  it('refuses a cache call typed by hand and an answer written out as { status, body }', async () => {
    const typedCall = await shapeMessages(
      'client/src/features/billing/api/probe.ts',
      "export const probe = (client: any) => client.setQueriesData<{ rows: string[] }>({ queryKey: ['x'] }, (old: unknown) => old);\n",
      'cache-typed-by-contract',
    );
    const handAnswer = await shapeMessages('client/src/features/billing/api/probe.ts', 'export type TeamAnswer = { status: 200; body: { seats: string[] } };\n', 'cache-typed-by-contract');
    const unknownBody = await shapeMessages('client/src/features/billing/api/probe.ts', 'export type Cached = { body: unknown };\n', 'cache-typed-by-contract');
    expect(typedCall.join('\n')).toMatch(/setQueriesData<…> types the cache by hand/);
    expect(handAnswer.join('\n')).toMatch(/An answer typed by hand/);
    expect(unknownBody.join('\n')).toMatch(/An answer typed by hand/);
  });

  it('lets a generic helper accept any answer, a request carry a body, and the fetcher name an answer', async () => {
    const constraint = await shapeMessages(
      'client/src/lib/probe.ts',
      'export const bodyOf = <A extends { status: number; body: unknown }>(answer: A) => answer.body;\n',
      'cache-typed-by-contract',
    );
    const requestArgs = await shapeMessages('client/src/ui/probe.ts', "export type CommentArgs = { params: { id: string }; body: { comment: string } };\n", 'cache-typed-by-contract');
    const fetcher = await shapeMessages('client/src/lib/api-client.ts', 'export type AnyAnswer = { status: number; body: unknown; headers: Headers };\n', 'cache-typed-by-contract');
    expect([...constraint, ...requestArgs, ...fetcher]).toEqual([]);
  });

  it('refuses a module-level Map of requests in flight, not a Map of formatters or one inside a function', async () => {
    const requests = await shapeMessages(
      'client/src/features/billing/checkout/probe.ts',
      'const inFlight = new Map<string, Promise<number>>();\nexport const probe = inFlight;\n',
      'no-module-request-maps',
    );
    const annotated = await shapeMessages('client/src/lib/probe.ts', 'export const pending: Map<string, Promise<void>> = new Map();\n', 'no-module-request-maps');
    const formatters = await shapeMessages('client/src/lib/probe.ts', 'const formats = new Map<string, Intl.DateTimeFormat>();\nexport const probe = formats;\n', 'no-module-request-maps');
    const local = await shapeMessages('client/src/lib/probe.ts', 'export function probe() { const seen = new Map<string, Promise<void>>(); return seen; }\n', 'no-module-request-maps');
    expect(requests.join('\n')).toMatch(/module-level Map of promises/);
    expect(annotated.join('\n')).toMatch(/module-level Map of promises/);
    expect([...formatters, ...local]).toEqual([]);
  });
});

describe('a feature writes only its own tables', () => {
  it("refuses an insert, update or delete on another feature's table", async () => {
    const code = [
      "import { users } from '../auth/auth.public.js';",
      "import type { Executor } from '../../db/database.js';",
      "export const insert = (db: Executor) => db.insert(users).values({ email: 'a@b.c' });",
      'export const update = (db: Executor) => db.update(users).set({ name: null });',
      'export const remove = (db: Executor) => db.delete(users);',
    ].join('\n');
    const messages = await shapeMessages('server/features/talents/probe.repository.ts', code, 'no-foreign-table-writes');
    expect(messages).toHaveLength(3);
    expect(messages[0]).toMatch(/users belongs to the auth feature: call an operation from \.\.\/auth\/auth\.public\.js/);
  });

  it('lets a feature write its own tables and read another’s', async () => {
    const code = [
      "import { users } from '../auth/auth.public.js';",
      "import { talentAccounts } from './talents.table.js';",
      "import type { Executor } from '../../db/database.js';",
      'export const write = (db: Executor) => db.insert(talentAccounts).values({ applicantId: 1, userId: 2 } as never);',
      'export const read = (db: Executor) => db.select().from(users);',
    ].join('\n');
    expect(await shapeMessages('server/features/talents/probe.repository.ts', code, 'no-foreign-table-writes')).toEqual([]);
  });
});

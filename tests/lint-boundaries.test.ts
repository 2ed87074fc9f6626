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
    expect(viaFeatures.join('\n')).toMatch(/imports another only through its public file/);
    expect(publicFile).toEqual([]);
  });

  it('lets placements reach billing and applicants only through their public files', async () => {
    const billingInside = await restrictedImports(
      'server/features/placements/probe.ts',
      "import { lockSubscriptionRow } from '../billing/subscriptions.repository.js';\nexport const probe = lockSubscriptionRow;\n",
    );
    const applicantsInside = await restrictedImports(
      'server/features/placements/probe.ts',
      "import { applicants } from '../applicants/applicants.table.js';\nexport const probe = applicants;\n",
    );
    const publicFiles = await restrictedImports(
      'server/features/placements/probe.ts',
      "import { subscriptions } from '../billing/billing.public.js';\nimport { applicants } from '../applicants/applicants.public.js';\nexport const probe = [subscriptions, applicants];\n",
    );
    expect(billingInside.join('\n')).toMatch(/imports another only through its public file/);
    expect(applicantsInside.join('\n')).toMatch(/imports another only through its public file/);
    expect(publicFiles).toEqual([]);
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

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

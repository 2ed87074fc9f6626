import { afterEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/test-app.js';

type LogLine = { level: number; msg: string };

let ctx: TestContext | undefined;
afterEach(() => ctx?.close());

async function warningsWith(clientDistDir: string | undefined): Promise<string[]> {
  const lines: LogLine[] = [];
  ctx = await createTestContext({ config: { clientDistDir, logLevel: 'warn' }, logStream: { write: (line) => void lines.push(JSON.parse(line) as LogLine) } });
  return lines.filter((line) => line.level >= 40).map((line) => line.msg);
}

describe('the built client at start-up', () => {
  it('is not missed by an app built for its API alone (the seed passes no client folder)', async () => {
    expect((await warningsWith(undefined)).filter((message) => message.includes('npm run build'))).toEqual([]);
  });

  it('is missed, naming the folder, when the folder asked for has no build', async () => {
    expect(await warningsWith('/nonexistent/client/dist')).toContain('/nonexistent/client/dist has no index.html: run `npm run build` to serve the site');
  });
});

import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestContext, type TestContext } from '../test/test-app.js';
import { requestLogger } from './request-logger.js';

interface LogLine {
  reqId?: string;
  level: number;
  msg: string;
  [key: string]: unknown;
}

function rootLogger(level: string) {
  const lines: LogLine[] = [];
  const root = pino({ level }, { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) });
  return { root, lines };
}

describe('a request logger', () => {
  it('makes no pino child while nothing is written at its level', () => {
    const { root, lines } = rootLogger('warn');
    const child = vi.spyOn(root, 'child');
    const log = requestLogger(root, { reqId: 'r-1' }, {});
    log.info({ req: 'ignored' }, 'incoming request');
    log.debug('detail');
    log.trace('more detail');
    // What the mail queue reads to carry the request id into its task.
    expect((log as unknown as pino.Logger).bindings()).toEqual({ reqId: 'r-1' });
    expect((log as unknown as pino.Logger).isLevelEnabled('info')).toBe(false);
    expect(child).not.toHaveBeenCalled();
    expect(lines).toEqual([]);
    expect(log.level).toBe('warn');
  });

  it('writes every line at or above its level with the request id, through one child', () => {
    const { root, lines } = rootLogger('warn');
    const child = vi.spyOn(root, 'child');
    const log = requestLogger(root, { reqId: 'r-2' }, {});
    log.warn('first');
    log.error({ error: { message: 'boom' } }, 'request failed');
    log.fatal('last');
    expect(child).toHaveBeenCalledTimes(1);
    expect(lines.map((line) => [line.reqId, line.msg])).toEqual([
      ['r-2', 'first'],
      ['r-2', 'request failed'],
      ['r-2', 'last'],
    ]);
    expect(lines[1]).toMatchObject({ error: { message: 'boom' } });
  });

  it("keeps the request id in its own children, and follows a route's own level or a level set later", () => {
    const { root, lines } = rootLogger('warn');
    requestLogger(root, { reqId: 'r-3' }, {}).child({ task: 'mail' }).warn('queued');
    expect(lines.at(-1)).toMatchObject({ reqId: 'r-3', task: 'mail', msg: 'queued' });

    const chatty = requestLogger(root, { reqId: 'r-4' }, { level: 'debug' });
    expect(chatty.level).toBe('debug');
    chatty.debug('route detail');
    expect(lines.at(-1)).toMatchObject({ reqId: 'r-4', msg: 'route detail' });

    const raised = requestLogger(root, { reqId: 'r-5' }, {});
    raised.level = 'error';
    raised.warn('not written');
    raised.error('written');
    expect(lines.at(-1)).toMatchObject({ reqId: 'r-5', msg: 'written' });
    expect(lines.some((line) => line.msg === 'not written')).toBe(false);
  });
});

describe('the app at LOG_LEVEL=warn', () => {
  const lines: LogLine[] = [];
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({
      config: { logLevel: 'warn' },
      logStream: { write: (line) => void lines.push(JSON.parse(line) as LogLine) },
    });
  });
  afterAll(() => ctx.close());

  it("logs a request's warnings with its id, and nothing for the requests that went well", async () => {
    const board = await ctx.app.inject('/api/v1/jobs/active');
    expect(board.statusCode).toBe(200);
    const bot = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/messages',
      payload: { fullName: 'Jordan Blake', email: 'jordan@blakedental.com', phone: '+1 (512) 555-0142', message: 'Hello there.', faxNumber: '555' },
    });
    expect(bot.statusCode).toBeLessThan(300);
    const warning = lines.find((line) => line.msg.startsWith('honeypot filled'));
    expect(warning?.reqId).toBe(bot.headers['x-request-id']);
    expect(lines.filter((line) => line.msg === 'incoming request' || line.msg === 'request completed')).toEqual([]);
  });
});

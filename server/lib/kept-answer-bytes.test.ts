import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import compression from '../plugins/compression.js';
import { keepAnswerBytes, keptAnswerHooks } from './kept-answer-bytes.js';

// A kept answer must go out exactly as the compression plugin would send it, only made once.
const big = { rows: Array.from({ length: 60 }, (_, index) => ({ index, name: `Talent ${index}`, note: 'Regular week' })) };
const small = { total: 1 };
keepAnswerBytes(big);
keepAnswerBytes(small);
const notKept = { rows: big.rows };

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify();
  await app.register(compression, { builtClientDir: undefined });
  for (const [path, answer] of [['big', big], ['small', small], ['fresh', notKept]] as const) {
    app.get(`/kept/${path}`, { ...keptAnswerHooks }, async () => answer);
    app.get(`/plain/${path}`, async () => answer);
  }
  await app.ready();
});
afterAll(() => app.close());

const variants = [{ 'accept-encoding': 'gzip, deflate, br' }, { 'accept-encoding': 'gzip' }, { 'accept-encoding': 'identity' }, {}, { 'accept-encoding': 'br', 'x-no-compression': '1' }];

describe('a kept answer', () => {
  for (const path of ['big', 'small', 'fresh']) {
    it(`goes out with the compression plugin's headers and bytes (${path})`, async () => {
      for (const headers of variants) {
        for (const method of ['GET', 'HEAD'] as const) {
          const plain = await app.inject({ method, url: `/plain/${path}`, headers });
          for (const time of ['first', 'again']) {
            const kept = await app.inject({ method, url: `/kept/${path}`, headers });
            const { date: _plainDate, ...plainHeaders } = plain.headers;
            const { date: _keptDate, ...keptHeaders } = kept.headers;
            expect(keptHeaders, `${method} ${JSON.stringify(headers)} ${time}`).toEqual(plainHeaders);
            expect(kept.rawPayload.equals(plain.rawPayload), `${method} ${JSON.stringify(headers)} ${time}`).toBe(true);
          }
        }
      }
    });
  }
});

import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { acceptedEncodings, answerPrepared, prepareAnswer } from './prepared-answer.js';

const options = { contentType: 'application/json; charset=utf-8', cacheControl: 'no-cache' };
const large = JSON.stringify({ jobs: Array.from({ length: 50 }, (_, i) => ({ title: `Remote Bookkeeper ${i}`, location: 'Makati City' })) });

/** What answerPrepared sets on a reply, and what it answers, for these request headers. */
function answer(prepared: Awaited<ReturnType<typeof prepareAnswer>>, headers: Record<string, string>) {
  const set: Record<string, string> = {};
  const reply = {
    headers(values: Record<string, string>) {
      Object.assign(set, values);
    },
  };
  return { ...answerPrepared({ headers }, reply, prepared), headers: set };
}

describe('a prepared answer', () => {
  it('picks brotli, else gzip, else the plain bytes, as Accept-Encoding allows', async () => {
    const prepared = await prepareAnswer(large, options);
    const br = answer(prepared, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body!).toString()).toBe(large);
    const gzip = answer(prepared, { 'accept-encoding': 'gzip, br;q=0' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body!).toString()).toBe(large);
    for (const accept of ['', 'identity', 'deflate', 'br;q=0, gzip;q=0']) {
      const plain = answer(prepared, accept ? { 'accept-encoding': accept } : {});
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body!.toString()).toBe(large);
    }
    expect(answer(prepared, { 'accept-encoding': '*' }).headers['content-encoding']).toBe('br');
  });

  it('says it varies by Accept-Encoding, with a strong ETag per encoding', async () => {
    const prepared = await prepareAnswer(large, options);
    const etags = ['br', 'gzip', 'identity'].map((encoding) => answer(prepared, { 'accept-encoding': encoding }).headers);
    for (const headers of etags) {
      expect(headers.vary).toBe('accept-encoding');
      expect(headers.etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
      expect(headers['cache-control']).toBe('no-cache');
    }
    expect(new Set(etags.map((headers) => headers.etag)).size).toBe(3);
  });

  it('answers 304 to any of its ETags (weak or strong, in a list, or *), and 200 to another', async () => {
    const prepared = await prepareAnswer(large, options);
    const brEtag = answer(prepared, { 'accept-encoding': 'br' }).headers.etag!;
    for (const ifNoneMatch of [brEtag, `W/${brEtag}`, `"other", ${brEtag}`, '*']) {
      const revalidated = answer(prepared, { 'accept-encoding': 'br', 'if-none-match': ifNoneMatch });
      expect(revalidated.status).toBe(304);
      expect(revalidated.body).toBeUndefined();
      expect(revalidated.headers['content-type']).toBeUndefined();
      expect(revalidated.headers['content-encoding']).toBeUndefined();
      // What a cache needs to keep using its copy: the ETag, the caching rule and what it varies by.
      expect(revalidated.headers).toEqual({ 'cache-control': 'no-cache', etag: brEtag, vary: 'accept-encoding' });
    }
    expect(answer(prepared, { 'if-none-match': '"other"' }).status).toBe(200);
    // A changed body has new ETags: the old one gets the new bytes.
    const changed = await prepareAnswer(large.replace('Bookkeeper 0', 'Accountant 0'), options);
    const after = answer(changed, { 'accept-encoding': 'br', 'if-none-match': brEtag });
    expect(after.status).toBe(200);
    expect(after.headers.etag).not.toBe(brEtag);
  });

  it('keeps a small answer as it is, with no Vary, and never answers 304 for another status', async () => {
    const prepared = await prepareAnswer('{"jobs":[]}', options);
    const small = answer(prepared, { 'accept-encoding': 'br' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.headers.vary).toBeUndefined();
    const notFound = answerPrepared({ headers: { 'if-none-match': '*' } }, { headers: () => undefined }, prepared, 404);
    expect(notFound.status).toBe(404);
  });
});

describe('reading Accept-Encoding', () => {
  it('answers the same for a value read before, and stays right past the values it keeps', () => {
    expect(acceptedEncodings('gzip, deflate, br, zstd')).toEqual({ br: true, gzip: true });
    expect(acceptedEncodings('gzip, deflate, br, zstd')).toEqual({ br: true, gzip: true });
    // More distinct values than are kept: each is still read right, the first again after it was let go.
    for (let i = 0; i < 200; i += 1) {
      expect(acceptedEncodings(`gzip;q=0.${i % 9 + 1}, x-custom-${i}`)).toEqual({ br: false, gzip: true });
      expect(acceptedEncodings(`br;q=0, deflate-${i}`)).toEqual({ br: false, gzip: false });
    }
    expect(acceptedEncodings('gzip, deflate, br, zstd')).toEqual({ br: true, gzip: true });
    expect(acceptedEncodings(undefined)).toEqual({ br: false, gzip: false });
  });
});

import { isAppRoute, type AppRoute, type AppRouter } from '@ts-rest/core';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import type { MultipartFormMetadata } from '../../../contract/common.js';
import { apiContract } from '../../../contract/index.js';
import { multipart, samplePdf, type Part } from '../multipart.js';
import { mutatedObject, nastyString, taintedObject, validArbitrary, wrongBody, type KnownIds } from './zod-arbitrary.js';

export type Caller = 'anonymous' | 'customer' | 'admin';

export interface FuzzRoute {
  name: string;
  route: AppRoute;
}

/** Every endpoint of the contract: a route added there is fuzzed without touching this file. */
export function contractRoutes(router: AppRouter = apiContract, prefix = ''): FuzzRoute[] {
  return Object.entries(router).flatMap(([key, entry]) =>
    isAppRoute(entry) ? [{ name: `${prefix}${key}`, route: entry }] : contractRoutes(entry as AppRouter, `${prefix}${key}.`),
  );
}

export interface FuzzRequest {
  caller: Caller;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

/** A path segment as sent on the wire: usually percent-encoded text, sometimes raw bad encodings. */
const pathSegment = (valid: fc.Arbitrary<unknown>): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 4, arbitrary: valid.map((value) => safeEncode(String(value ?? ''))) },
    { weight: 2, arbitrary: nastyString.map(safeEncode) },
    { weight: 1, arbitrary: fc.constantFrom('%ZZ', '%', '%C0%AF', '%ED%A0%80', '%00', '..', '%2e%2e%2f', 'a'.repeat(400)) },
  );

/** encodeURIComponent, except a lone surrogate (which it refuses) goes as its raw UTF-8-like bytes. */
function safeEncode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return text.replace(/[\ud800-\udfff]/g, '%ED%A0%80').replace(/[^%\w.-]/g, (char) => encodeURIComponent(char));
  }
}

/** A query string: the schema's own keys (valid or not), repeated keys (arrays for scalars), raw escapes. */
function queryArbitrary(route: AppRoute, known: KnownIds): fc.Arbitrary<string> {
  if (!route.query) return fc.oneof(fc.constant(''), fc.constant('q=%00'));
  const valid = validArbitrary(route.query, known);
  const values = fc.oneof({ weight: 3, arbitrary: valid }, { weight: 2, arbitrary: mutatedObject(valid) }, { weight: 2, arbitrary: taintedObject(valid) });
  return fc
    .tuple(values, fc.option(fc.constantFrom('q=%00', 'q=%ED%A0%80', 'page=1e999', 'pageSize=-5', 'sort=__proto__', 'q=%ZZ', '__proto__[x]=1')))
    .map(([value, raw]) => {
      const parts: string[] = [];
      if (value && typeof value === 'object' && !Array.isArray(value)) {
        for (const [key, field] of Object.entries(value)) {
          const list = Array.isArray(field) ? field : [field];
          for (const item of list) {
            if (item === undefined) continue;
            parts.push(`${safeEncode(key)}=${safeEncode(typeof item === 'object' ? JSON.stringify(item) : String(item))}`);
          }
        }
      }
      if (raw) parts.push(raw);
      return parts.join('&');
    });
}

/** A JSON body as text, so lone surrogates and prototype keys reach the parser as an attacker sends them. */
function jsonBodyArbitrary(route: AppRoute, known: KnownIds): fc.Arbitrary<{ payload?: string; contentType?: string }> {
  const schema = 'body' in route ? route.body : undefined;
  const valid = validArbitrary(schema, known);
  const asJson = (value: unknown) => ({ payload: JSON.stringify(value) ?? 'null', contentType: 'application/json' });
  return fc.oneof(
    { weight: 4, arbitrary: valid.map(asJson) },
    { weight: 4, arbitrary: mutatedObject(valid).map(asJson) },
    { weight: 4, arbitrary: taintedObject(valid).map(asJson) },
    { weight: 1, arbitrary: wrongBody.map(asJson) },
    {
      weight: 1,
      arbitrary: valid.map((value) => {
        const json = JSON.stringify(value ?? {});
        const inner = json.startsWith('{') && json.length > 2 ? `,${json.slice(1)}` : '}';
        return { payload: `{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"polluted":1}}${inner}`, contentType: 'application/json' };
      }),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        { payload: `${'['.repeat(5000)}${']'.repeat(5000)}`, contentType: 'application/json' },
        { payload: '{"a":', contentType: 'application/json' },
        { payload: '', contentType: 'application/json' },
        { payload: 'name=x&email=y', contentType: 'application/x-www-form-urlencoded' },
        { payload: '<xml/>', contentType: 'text/xml' },
        { payload: '{}', contentType: 'text/plain' },
        { payload: `{"message":"${'z'.repeat(200_000)}"}`, contentType: 'application/json' },
      ),
    },
    { weight: 1, arbitrary: fc.constant({}) },
  );
}

/** A multipart form: the route's fields (valid or mutated), and a PDF, random bytes, two files or none. */
function multipartArbitrary(metadata: MultipartFormMetadata, known: KnownIds): fc.Arbitrary<{ payload: Buffer; contentType: string }> {
  const valid = validArbitrary(metadata.multipartFields, known);
  const fields = fc.oneof({ weight: 3, arbitrary: valid }, { weight: 2, arbitrary: mutatedObject(valid) }, { weight: 3, arbitrary: taintedObject(valid) });
  const fileBytes = fc.oneof(
    fc.constant(samplePdf('Fuzzed resume')),
    fc.uint8Array({ maxLength: 2048 }).map((bytes) => Buffer.from(bytes)),
    fc.uint8Array({ maxLength: 512 }).map((bytes) => Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.from(bytes)])),
    fc.constant(Buffer.alloc(0)),
  );
  const files = fc.array(
    fc.record({
      name: fc.oneof(fc.constant(metadata.fileField), nastyString),
      filename: fc.oneof(fc.constant('resume.pdf'), nastyString.map((text) => text.replace(/["\r\n]/g, '_').slice(0, 300))),
      contentType: fc.constantFrom('application/pdf', 'image/png', 'text/html', ''),
      bytes: fileBytes,
    }),
    { maxLength: 2 },
  );
  return fc.tuple(fields, files).map(([values, fileParts]) => {
    const parts: Part[] = [];
    if (values && typeof values === 'object' && !Array.isArray(values)) {
      for (const [name, value] of Object.entries(values)) {
        if (value === undefined) continue;
        const text = typeof value === 'string' ? value : JSON.stringify(value) ?? '';
        parts.push({ name: name.replace(/["\r\n]/g, '_'), value: text.slice(0, 30_000) });
      }
    }
    for (const file of fileParts) parts.push({ ...file, name: file.name.replace(/["\r\n]/g, '_').slice(0, 200) });
    const form = multipart(parts);
    return { payload: form.payload, contentType: form.headers['content-type']! };
  });
}

/** One request to one route, as any of the three callers. */
export function requestArbitrary(route: AppRoute, known: KnownIds): fc.Arbitrary<FuzzRequest> {
  const paramNames = [...route.path.matchAll(/:(\w+)/g)].map((match) => match[1]!);
  const paramShape = (route.pathParams as { shape?: Record<string, unknown> } | undefined)?.shape ?? {};
  const params = fc.tuple(...paramNames.map((name) => pathSegment(validArbitrary(paramShape[name], known, name))));
  const metadata = route.metadata as Partial<MultipartFormMetadata> | undefined;
  const body: fc.Arbitrary<{ payload?: string | Buffer; contentType?: string }> =
    route.method === 'GET'
      ? fc.constant({})
      : metadata?.multipartFields && metadata.fileField
        ? fc.oneof({ weight: 5, arbitrary: multipartArbitrary(metadata as MultipartFormMetadata, known) }, { weight: 1, arbitrary: jsonBodyArbitrary(route, known) })
        : jsonBodyArbitrary(route, known);
  const extraHeaders = fc.record(
    {
      'idempotency-key': fc.oneof(fc.stringMatching(/^[0-9a-f]{32}$/), nastyString.map((text) => text.replace(/[^\x20-\x7e]/g, '').slice(0, 200))),
      'stripe-signature': fc.constantFrom('t=1,v1=deadbeef', 'garbage', ''),
      authorization: fc.constantFrom('Bearer not.a.jwt', 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.', 'Basic Zm9vOmJhcg=='),
    },
    { requiredKeys: [] },
  );
  return fc
    .record({
      caller: fc.constantFrom<Caller>('anonymous', 'customer', 'admin'),
      params,
      query: queryArbitrary(route, known),
      body,
      extraHeaders,
    })
    .map(({ caller, params: values, query, body: { payload, contentType }, extraHeaders: headers }) => {
      let path = route.path;
      paramNames.forEach((name, index) => (path = path.replace(`:${name}`, values[index] ?? '')));
      return {
        caller,
        method: route.method,
        url: query ? `${path}?${query}` : path,
        headers: { ...headers, ...(contentType ? { 'content-type': contentType } : {}) },
        payload,
      };
    });
}

/** What is wrong with an answer, or undefined when it is fine: never a 5xx, every error in the app's shape. */
export function problemWith(status: number, contentType: string | undefined, body: string): string | undefined {
  if (status >= 500) return `answered ${status}: ${body.slice(0, 300)}`;
  if (status < 400) return undefined;
  if (!contentType?.includes('application/json')) return `error ${status} is not JSON (${contentType})`;
  try {
    const parsed = JSON.parse(body) as Record<string, unknown>;
    const shaped = ['code', 'message', 'error'].every((key) => typeof parsed[key] === 'string');
    return shaped ? undefined : `error ${status} lacks the app's shape: ${body.slice(0, 300)}`;
  } catch {
    return `error ${status} body is not JSON: ${body.slice(0, 300)}`;
  }
}

export interface FuzzTarget {
  app: FastifyInstance;
  known: KnownIds;
  tokens: Record<Exclude<Caller, 'anonymous'>, string>;
}

export interface FuzzFailure {
  route: string;
  seed: number;
  path?: string;
  problem: string;
  request: string;
}

export interface FuzzReport {
  requests: number;
  statuses: Record<number, number>;
  failures: FuzzFailure[];
}

/** Sends one request as its caller; answers the problem with the answer, if any. */
export async function send(target: FuzzTarget, request: FuzzRequest): Promise<{ status: number; problem: string | undefined }> {
  const headers = { ...request.headers };
  if (request.caller !== 'anonymous') headers.authorization = `Bearer ${target.tokens[request.caller]}`;
  const response = await target.app.inject({ method: request.method as 'GET', url: request.url, headers, payload: request.payload });
  return { status: response.statusCode, problem: problemWith(response.statusCode, response.headers['content-type'] as string | undefined, response.body) };
}

/**
 * Fuzzes every contract route with `runsPerRoute` requests each, seeded from `seed`, and collects
 * failures with what replays them (the run's seed and the route's name: `FUZZ_SEED`, `FUZZ_ROUTE`).
 */
export async function fuzzContract(
  target: FuzzTarget,
  options: { seed: number; runsPerRoute: number; only?: string; onProgress?: (report: FuzzReport) => void },
): Promise<FuzzReport> {
  const report: FuzzReport = { requests: 0, statuses: {}, failures: [] };
  // Route i of the whole contract always uses seed + i, so FUZZ_SEED with FUZZ_ROUTE replays one route alone.
  for (const [index, { name, route }] of contractRoutes().entries()) {
    if (options.only && name !== options.only) continue;
    const seed = options.seed + index;
    const result = await fc.check(
      fc.asyncProperty(requestArbitrary(route, target.known), async (request) => {
        const { status, problem } = await send(target, request);
        report.requests += 1;
        report.statuses[status] = (report.statuses[status] ?? 0) + 1;
        if (problem) throw new Error(problem);
      }),
      { seed, numRuns: options.runsPerRoute, maxSkipsPerRun: 0, endOnFailure: false },
    );
    if (result.failed) {
      const [request] = result.counterexample ?? [];
      report.failures.push({
        route: name,
        seed: options.seed,
        path: result.counterexamplePath ?? undefined,
        problem: result.errorInstance instanceof Error ? result.errorInstance.message : String(result.errorInstance),
        request: JSON.stringify(request, (_key, value: unknown) => (Buffer.isBuffer(value) ? `<${value.length} bytes>` : value)).slice(0, 2000),
      });
    }
    options.onProgress?.(report);
  }
  return report;
}

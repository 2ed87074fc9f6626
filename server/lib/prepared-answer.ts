import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { setHeadersByAddress } from './answer-headers.js';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Smaller bodies go out as they are: compressing them saves less than it costs. The one threshold
 * of every compressed answer: prepared ones, kept ones (kept-answer-bytes.ts) and the rest
 * (plugins/compression.ts).
 */
export const COMPRESS_FROM_BYTES = 1024;

type Encoding = 'br' | 'gzip' | 'identity';

interface Representation {
  readonly body: Buffer;
  /** Strong, and different per encoding: the bytes differ. */
  readonly etag: string;
  readonly headers: Readonly<Record<string, string>>;
  /**
   * The same without content-type and content-encoding, for a 304: set as they are rather than
   * removed from `headers` per request (a header deleted from Fastify's header object makes every
   * later use of that object slower).
   */
  readonly notModifiedHeaders: Readonly<Record<string, string>>;
}

/**
 * One public answer prepared once (per change of what it shows): its bytes as they are and, when
 * that saves anything, in brotli and gzip, each with a strong ETag and its headers, all frozen.
 * `answerPrepared` picks one per request; nothing is computed then but the choice.
 *
 * Only for answers that are the same for every visitor (the job board, its pages, built files):
 * never an answer that depends on who asks.
 */
export interface PreparedAnswer {
  readonly identity: Representation;
  readonly br: Representation | undefined;
  readonly gzip: Representation | undefined;
  /** Every ETag this answer has given out, for If-None-Match. */
  readonly etags: ReadonlySet<string>;
}

export interface PreparedAnswerOptions {
  contentType: string;
  cacheControl: string;
}

/** The content hash the ETags start with. */
export function contentHash(body: Buffer | string): string {
  return createHash('sha1').update(body).digest('base64url');
}

/**
 * Builds the answer from bytes already compressed (the build's .br/.gz copies); a copy that is not
 * smaller than the plain bytes is left out.
 */
export function preparedFromCopies(
  identity: Buffer,
  copies: { br?: Buffer | undefined; gzip?: Buffer | undefined },
  options: PreparedAnswerOptions,
): PreparedAnswer {
  const hash = contentHash(identity);
  const useful = (copy: Buffer | undefined) => (copy && copy.length < identity.length ? copy : undefined);
  const br = useful(copies.br);
  const gz = useful(copies.gzip);
  const varies = br !== undefined || gz !== undefined;
  const representation = (body: Buffer, etag: string, encoding: Encoding): Representation => {
    const notModifiedHeaders = Object.freeze({ 'cache-control': options.cacheControl, etag, ...(varies ? { vary: 'accept-encoding' } : {}) });
    return Object.freeze({
      body,
      etag,
      headers: Object.freeze({
        'content-type': options.contentType,
        ...notModifiedHeaders,
        ...(encoding === 'identity' ? {} : { 'content-encoding': encoding }),
      }),
      notModifiedHeaders,
    });
  };
  const answer = {
    identity: representation(identity, `"${hash}"`, 'identity'),
    br: br && representation(br, `"${hash}-br"`, 'br'),
    gzip: gz && representation(gz, `"${hash}-gz"`, 'gzip'),
  };
  const etags = new Set([answer.identity.etag, ...(answer.br ? [answer.br.etag] : []), ...(answer.gzip ? [answer.gzip.etag] : [])]);
  return Object.freeze({ ...answer, etags });
}

/** Compresses `body` once, brotli at its best for text, and prepares the answer. */
export async function prepareAnswer(body: Buffer | string, options: PreparedAnswerOptions): Promise<PreparedAnswer> {
  const identity = typeof body === 'string' ? Buffer.from(body) : body;
  if (identity.length < COMPRESS_FROM_BYTES) return preparedFromCopies(identity, {}, options);
  const [br, gz] = await Promise.all([
    brotliAsync(identity, {
      params: {
        [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
        [zlib.BROTLI_PARAM_QUALITY]: 11,
        [zlib.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzipAsync(identity, { level: 9 }),
  ]);
  return preparedFromCopies(identity, { br, gzip: gz }, options);
}

interface AcceptedEncodings {
  readonly br: boolean;
  readonly gzip: boolean;
}

const acceptsNone: AcceptedEncodings = Object.freeze({ br: false, gzip: false });

/**
 * Accept-Encoding values already read: browsers send one of a handful ('gzip, deflate, br, zstd'),
 * so each is parsed once. Bounded, so a client sending endless variants cannot grow it.
 */
const acceptedByHeader = new Map<string, AcceptedEncodings>();
const ACCEPTED_BY_HEADER_MAX = 64;

/** The encodings a client accepts (q > 0), from its Accept-Encoding. */
export function acceptedEncodings(header: string | undefined): AcceptedEncodings {
  if (!header) return acceptsNone;
  let accepted = acceptedByHeader.get(header);
  if (accepted === undefined) {
    accepted = Object.freeze(parseAcceptEncoding(header));
    if (acceptedByHeader.size >= ACCEPTED_BY_HEADER_MAX) acceptedByHeader.clear();
    acceptedByHeader.set(header, accepted);
  }
  return accepted;
}

function parseAcceptEncoding(header: string): { br: boolean; gzip: boolean } {
  const accepted = { br: false, gzip: false };
  for (const part of header.split(',')) {
    const [rawName = '', ...params] = part.split(';');
    const name = rawName.trim().toLowerCase();
    const q = params.map((param) => param.trim().toLowerCase()).find((param) => param.startsWith('q='));
    const refused = q !== undefined && Number(q.slice(2)) === 0;
    if (name === 'br' || name === '*') accepted.br ||= !refused;
    if (name === 'gzip' || name === 'x-gzip' || name === '*') accepted.gzip ||= !refused;
  }
  return accepted;
}

/** Does If-None-Match name this answer (any of its encodings: the content is the same)? */
function isRevalidated(answer: PreparedAnswer, ifNoneMatch: string | undefined): boolean {
  if (!ifNoneMatch) return false;
  // What a browser sends back: the one ETag it was given.
  if (answer.etags.has(ifNoneMatch)) return true;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => answer.etags.has(tag.trim().replace(/^W\//, '')));
}

/** The representation this request gets: brotli, else gzip, else the plain bytes. */
function representationFor(request: Pick<FastifyRequest, 'headers'>, answer: PreparedAnswer): Representation {
  if (!answer.br && !answer.gzip) return answer.identity;
  const accepted = acceptedEncodings(request.headers['accept-encoding']);
  if (accepted.br && answer.br) return answer.br;
  if (accepted.gzip && answer.gzip) return answer.gzip;
  return answer.identity;
}

/**
 * Sets the chosen representation's headers on the reply and answers what to send: 304 with no
 * body to a matching If-None-Match (GET and HEAD), else the status with the bytes.
 */
export function answerPrepared(
  request: Pick<FastifyRequest, 'headers'>,
  reply: { headers(values: Record<string, string>): unknown },
  answer: PreparedAnswer,
  status = 200,
): { status: number; body: Buffer | undefined } {
  const chosen = representationFor(request, answer);
  if (status === 200 && isRevalidated(answer, request.headers['if-none-match'])) {
    reply.headers(chosen.notModifiedHeaders);
    return { status: 304, body: undefined };
  }
  reply.headers(chosen.headers);
  return { status, body: chosen.body };
}

/**
 * `answerPrepared`, sent with the security headers and request id its address gets: the routes
 * answering this way have no hooks (`setsOwnAnswerHeaders`, plugins/security-headers.ts).
 */
export function sendPrepared(reply: FastifyReply, answer: PreparedAnswer, status = 200): FastifyReply {
  const { status: code, body } = answerPrepared(reply.request, reply, answer, status);
  setHeadersByAddress(reply);
  return reply.code(code).send(body);
}

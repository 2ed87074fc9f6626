import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from '../test/multipart.js';
import { createTestContext, type TestContext } from '../test/test-app.js';
import { withFileUploads } from './file-uploads.js';

describe('withFileUploads', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    await app.register(
      withFileUploads(async (scope: FastifyInstance, options: { field: string }) => {
        scope.post('/upload', async (request) => {
          const fields: Record<string, string> = {};
          for await (const part of request.parts()) if (part.type === 'field') fields[part.fieldname] = String(part.value);
          return { value: fields[options.field] };
        });
      }),
      { field: 'name' },
    );
    // A route beside the scope, as the job board and the pages are.
    app.get('/board', async (request) => ({ multipart: 'isMultipart' in request }));
    app.post('/form', async () => ({ ok: true }));
  });
  afterAll(() => app.close());

  it('reads multipart bodies on the routes it wraps, with their options', async () => {
    const response = await app.inject({ method: 'POST', url: '/upload', ...multipart([{ name: 'name', value: 'Ana Santos' }]) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ value: 'Ana Santos' });
  });

  it('leaves every other route without the plugin: none of its hooks run there, and a multipart body is refused', async () => {
    expect(app.hasRequestDecorator('isMultipart')).toBe(false);
    expect((await app.inject('/board')).json()).toEqual({ multipart: false });
    const refused = await app.inject({ method: 'POST', url: '/form', ...multipart([{ name: 'name', value: 'x' }]) });
    expect(refused.statusCode).toBe(415);
  });
});

describe('the app', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it('reads multipart bodies only in the upload forms: the public answers run none of its hooks', async () => {
    expect(ctx.app.hasRequestDecorator('isMultipart')).toBe(false);
    const board = await ctx.app.inject('/api/v1/jobs/active');
    expect(board.statusCode).toBe(200);
    // A JSON form refuses a multipart body in the app's words.
    const form = await ctx.app.inject({ method: 'POST', url: '/api/v1/messages', ...multipart([{ name: 'name', value: 'Ana' }]) });
    expect(form.statusCode).toBe(415);
    expect(form.json()).toMatchObject({ code: 'request.unsupported_media_type' });
  });
});

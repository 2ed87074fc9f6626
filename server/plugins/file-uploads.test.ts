import Fastify, { type FastifyInstance } from 'fastify';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from '../test/multipart.js';
import { createTestContext } from '../test/test-app.js';
import { useTestApp } from '../test/use-test-app.js';
import { removeLeftoverUploads, temporaryUploadFolder, temporaryUploadsRoot, withFileUploads } from './file-uploads.js';

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
  const ctx = useTestApp();

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

/** The id of a process that has ended: a server that crashed mid-upload. */
async function endedProcessId(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await once(child, 'exit');
  return child.pid!;
}

describe('temporary upload files a crash left', () => {
  it('are removed when the app starts', async () => {
    const crashed = path.join(temporaryUploadsRoot, String(await endedProcessId()));
    mkdirSync(crashed, { recursive: true });
    writeFileSync(path.join(crashed, 'upload-left-behind.part'), '%PDF-1.4 half a resume');
    const ctx = await createTestContext();
    try {
      expect(existsSync(crashed)).toBe(false);
      // This process's own folder is there for its uploads, empty.
      expect(readdirSync(temporaryUploadFolder())).toEqual([]);
    } finally {
      rmSync(crashed, { recursive: true, force: true });
      await ctx.close();
    }
  });

  it("are looked for only in their own folder, and a running process's folder is kept", async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'uploads-root-'));
    const ended = String(await endedProcessId());
    for (const name of [ended, String(process.ppid), 'stray']) {
      mkdirSync(path.join(root, name));
      writeFileSync(path.join(root, name, 'upload-x.part'), 'bytes');
    }
    try {
      expect((await removeLeftoverUploads(root)).sort()).toEqual([ended, 'stray'].sort());
      expect(readdirSync(root)).toEqual([String(process.ppid)]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

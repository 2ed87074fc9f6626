import { beforeAll, describe, expect, it } from 'vitest';
import { apiContract } from '../../../contract/index.js';
import { contractOperations } from './openapi-document.js';
import { uploadForms } from './upload-forms.js';
import { useTestApp } from '../../test/use-test-app.js';

type Json = Record<string, unknown>;
interface Operation {
  operationId?: string;
  parameters?: { name: string; in: string }[];
  responses: Record<string, { description?: string; content?: Record<string, { schema?: Json }> }>;
  security?: Record<string, string[]>[];
  requestBody?: { content: Record<string, { schema: { properties: Record<string, Json>; required: string[] } }> };
}
interface OpenApi {
  openapi: string;
  info: { title: string; version: string; description: string };
  servers: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, Json>; schemas: Record<string, Json> };
}

const ctx = useTestApp({ config: { publicUrl: 'https://staffing.example' } });
let doc: OpenApi;
beforeAll(async () => {
  doc = (await ctx.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json<OpenApi>();
});

const operations = () => Object.entries(doc.paths).flatMap(([path, ops]) => Object.entries(ops).map(([method, op]) => ({ path, method, op })));
const contractRoutes = contractOperations(apiContract);

describe('GET /api/v1/openapi.json', () => {
  it('has every contract route, by method and path, and nothing else', () => {
    expect(contractRoutes.length).toBeGreaterThan(40);
    const documented = operations().map(({ method, path }) => `${method.toUpperCase()} ${path}`).sort();
    const expected = contractRoutes.map(({ method, path }) => `${method.toUpperCase()} ${path}`).sort();
    expect(documented).toEqual(expected);
    expect(documented).toContain('GET /api/v1/applicants/{id}/resume');
    expect(documented).toContain('PATCH /api/v1/users/reset-password/{token}');
  });

  it('is a structurally valid OpenAPI 3 document', () => {
    expect(doc.openapi).toMatch(/^3\.\d+\.\d+$/);
    expect(doc.info).toMatchObject({ title: 'Bayanihan Remote API', version: expect.any(String) });
    expect(doc.info.description).toContain('Authorization: Bearer');
    expect(doc.servers).toEqual([{ url: 'https://staffing.example' }]);
    const operationIds = new Set<string>();
    for (const { path, method, op } of operations()) {
      const where = `${method} ${path}`;
      expect(['get', 'post', 'put', 'patch', 'delete'], where).toContain(method);
      expect(Object.keys(op.responses).length, where).toBeGreaterThan(0);
      for (const [status, response] of Object.entries(op.responses)) {
        expect(status, where).toMatch(/^[1-5]\d\d$/);
        expect(response.description, `${where} ${status}`).toBeTruthy();
      }
      // Every {param} of the path is declared as a path parameter, once.
      const declared = (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name).sort();
      expect(declared, where).toEqual([...path.matchAll(/{(\w+)}/g)].map((m) => m[1]).sort());
      expect(op.operationId, where).toBeTruthy();
      expect(operationIds.has(op.operationId!), `${where} operationId is unique`).toBe(false);
      operationIds.add(op.operationId!);
    }
    // Every $ref points at something in the document.
    const refs: string[] = [];
    const collect = (value: unknown) => {
      if (Array.isArray(value)) value.forEach(collect);
      else if (value && typeof value === 'object') {
        for (const [key, inner] of Object.entries(value)) {
          if (key === '$ref') refs.push(inner as string);
          else collect(inner);
        }
      }
    };
    collect(doc);
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of refs) {
      expect(ref).toMatch(/^#\//);
      const target = ref.slice(2).split('/').reduce<unknown>((node, key) => (node as Json | undefined)?.[key.replace(/~1/g, '/').replace(/~0/g, '~')], doc);
      expect(target, ref).toBeTypeOf('object');
    }
  });

  it("describes every error answer with the app's { code, message, error } body", async () => {
    expect(doc.components.schemas.Error).toMatchObject({
      type: 'object',
      properties: { code: { type: 'string' }, message: { type: 'string' }, error: { type: 'string' } },
      required: ['code', 'message', 'error'],
    });
    for (const { path, method, op } of operations()) {
      for (const status of ['400', '401', '429', '500']) {
        expect(op.responses[status]?.content?.['application/json']?.schema, `${method} ${path} ${status}`).toEqual({ $ref: '#/components/schemas/Error' });
      }
    }
    // And the server really answers that shape.
    const refused = await ctx.app.inject({ method: 'GET', url: '/api/v1/applicants' });
    expect(Object.keys(refused.json()).sort()).toEqual(['code', 'error', 'message']);
  });

  it('asks for the bearer token exactly where the server refuses a request without one', async () => {
    expect(doc.components.securitySchemes.bearerAuth).toEqual({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' });
    const uuid = '00000000-0000-4000-8000-000000000000';
    let guarded = 0;
    for (const { path, method, op } of operations()) {
      const url = path.replace(/{\w+}/g, uuid);
      const needsToken = JSON.stringify(op.security) === JSON.stringify([{ bearerAuth: [] }]);
      if (!needsToken) continue;
      guarded++;
      const response = await ctx.app.inject({ method: method.toUpperCase() as 'GET', url, payload: method === 'get' ? undefined : {} });
      expect(response.statusCode, `${method} ${path} without a token`).toBe(401);
    }
    expect(guarded).toBeGreaterThan(25);
    const security = (method: string, path: string) => doc.paths[path]![method]!.security;
    expect(security('get', '/api/v1/applicants/{id}/resume')).toEqual([{ bearerAuth: [] }]);
    expect(security('get', '/api/v1/subscription/my')).toEqual([{ bearerAuth: [] }]);
    expect(security('get', '/api/v1/jobs/active')).toEqual([]);
    expect(security('post', '/api/v1/users/login')).toEqual([]);
    // A job answers anyone, and more to an admin: the token is optional.
    expect(security('get', '/api/v1/jobs/{id}')).toEqual([{ bearerAuth: [] }, {}]);
  });

  it('describes the upload routes as multipart forms with the PDF as binary', () => {
    const multipartRoutes = contractRoutes.filter(({ route }) => route.method !== 'GET' && 'contentType' in route && route.contentType === 'multipart/form-data');
    expect(multipartRoutes.map(({ path }) => path).sort()).toEqual(['/api/v1/applicants', '/api/v1/franchise-applications']);
    for (const { method, path, route } of multipartRoutes) {
      const form = uploadForms.get(route);
      expect(form, `${path} has its form described`).toBeDefined();
      const body = doc.paths[path]![method]!.requestBody!.content['multipart/form-data']!.schema;
      expect(body.properties[form!.fileField]).toMatchObject({ type: 'string', format: 'binary' });
      expect(body.required).toContain(form!.fileField);
      for (const schema of Object.values(body.properties)) expect(schema).toHaveProperty('type');
    }
    const application = doc.paths['/api/v1/applicants']!.post!.requestBody!.content['multipart/form-data']!.schema;
    expect(application.required).toEqual(expect.arrayContaining(['firstName', 'email', 'jobId', 'resume']));
    expect(application.properties.fluentLanguage).toMatchObject({ enum: expect.arrayContaining(['English']) });
    expect(doc.paths['/api/v1/applicants/{id}/resume']!.get!.responses['200']!.content).toEqual({ 'application/pdf': { schema: { type: 'string', format: 'binary' } } });
  });

  it('is public and cacheable, and answers 304 to a client that has it', async () => {
    const first = await ctx.app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(first.headers['cache-control']).toMatch(/^public, max-age=\d+/);
    expect(first.headers['x-content-type-options']).toBe('nosniff');
    const again = await ctx.app.inject({ method: 'GET', url: '/api/v1/openapi.json', headers: { 'if-none-match': first.headers.etag as string } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });
});

describe('GET /api/v1/docs', () => {
  it('answers the API docs page, whose scripts and styles all load from this server', async () => {
    const page = await ctx.app.inject({ method: 'GET', url: '/api/v1/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.body).toContain('<title>Bayanihan Remote API</title>');
    // No inline script (the site's CSP forbids it) and nothing from another host.
    const scripts = [...page.body.matchAll(/<script([^>]*)>/g)].map((m) => m[1]!);
    expect(scripts.length).toBeGreaterThanOrEqual(3);
    for (const attributes of scripts) expect(attributes).toMatch(/src="\/api\/v1\/docs\/static\//);
    const assets = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
    expect(assets.every((asset) => asset.startsWith('/api/v1/docs/static/'))).toBe(true);
    for (const asset of assets) {
      const answer = await ctx.app.inject({ method: 'GET', url: asset });
      expect(answer.statusCode, asset).toBe(200);
      expect(answer.rawPayload.length, asset).toBeGreaterThan(0);
      if (asset.endsWith('.js')) expect(answer.headers['content-type'], asset).toMatch(/javascript/);
      if (asset.endsWith('.css')) expect(answer.headers['content-type'], asset).toMatch(/text\/css/);
    }
    // The page reads the same document.
    const initializer = await ctx.app.inject({ method: 'GET', url: '/api/v1/docs/static/swagger-initializer.js' });
    expect(initializer.body).toContain("resolveUrl('./json')");
    const fromUi = await ctx.app.inject({ method: 'GET', url: '/api/v1/docs/json' });
    expect(fromUi.json()).toEqual(doc);
  });
});

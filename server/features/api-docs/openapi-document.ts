import { STATUS_CODES } from 'node:http';
import { initContract, isAppRoute, type AppRoute, type AppRouter } from '@ts-rest/core';
import { generateOpenApi } from '@ts-rest/open-api';
import { company } from '../../../contract/catalogues/company.js';
import { errorBodySchema } from '../../../contract/common.js';
import type { ZodTypeAny } from 'zod';
import type { RouteAccess } from './route-guards.js';
import { uploadForms } from './upload-forms.js';

type OpenApiDocument = ReturnType<typeof generateOpenApi>;
type Operation = Parameters<NonNullable<NonNullable<Parameters<typeof generateOpenApi>[2]>['operationMapper']>>[0];

const errorRef = { $ref: '#/components/schemas/Error' };
const bearerAuth = 'bearerAuth';

const description = [
  `The ${company.brand} API: job board and applications, contact and quote forms, franchise contracts,`,
  'subscriptions and payments. Every path is under `/api/v1`.',
  '',
  'Authentication: `POST /api/v1/users/login` answers a `token`; send it as `Authorization: Bearer <token>`.',
  'Operations marked with a lock need it (admin operations need an admin account).',
  '',
  'Errors always have the body `{ code, message, error }`: `code` is stable for programs',
  '(`auth.invalid_credentials`), `message` (and `error`, the same text) is for people;',
  '`fieldErrors` names the fields of a refused form.',
].join('\n');

const errorExample = {
  code: 'request.invalid',
  message: 'Please enter a valid email address.',
  error: 'Please enter a valid email address.',
  fieldErrors: { email: 'Please enter a valid email address.' },
};

/**
 * The OpenAPI 3 document of the whole contract. Built once at start-up from `contract/` and from
 * the guards the server actually runs (`accessOf`); what the generator cannot see (multipart
 * parts, file answers, the shared error shape) is filled in here.
 */
export function buildOpenApiDocument(contract: AppRouter, options: { publicUrl: string; accessOf: (route: AppRoute) => RouteAccess }): OpenApiDocument {
  const contractRoutes = new Map<AppRoute, AppRoute>();
  return generateOpenApi(
    withoutErrorAnswers(contract, contractRoutes),
    {
      info: { title: `${company.brand} API`, version: '1.0.0', description, contact: { email: company.helpEmail } },
      servers: [{ url: options.publicUrl }],
      components: {
        securitySchemes: { [bearerAuth]: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        schemas: { Error: { ...schemaOf(errorBodySchema), example: errorExample } },
      },
    },
    {
      setOperationId: 'concatenated-path',
      operationMapper: (operation, documented) => {
        const route = contractRoutes.get(documented)!;
        return describeOperation(operation, route, options.accessOf(route));
      },
    },
  );
}

/**
 * The contract with each route's error answers left out, and each copy mapped to its route: every
 * error answer points at the one Error schema, so the generator need not convert the same error
 * body again for each of them (two thirds of the document's build, which the start waits for).
 */
function withoutErrorAnswers(router: AppRouter, contractRoutes: Map<AppRoute, AppRoute>): AppRouter {
  return Object.fromEntries(
    Object.entries(router).map(([name, entry]) => {
      if (!isAppRoute(entry)) return [name, withoutErrorAnswers(entry, contractRoutes)];
      const responses = Object.fromEntries(Object.entries(entry.responses).filter(([status]) => Number(status) < 400));
      const documented = { ...entry, responses } as AppRoute;
      contractRoutes.set(documented, entry);
      return [name, documented];
    }),
  );
}

function describeOperation(operation: Operation, route: AppRoute, access: RouteAccess): Operation {
  const described: Operation = { ...operation, responses: describeResponses(operation.responses as Record<string, ResponseObject>, route) };
  if (access === 'user' || access === 'customer' || access === 'talent' || access === 'admin') described.security = [{ [bearerAuth]: [] }];
  // A token is welcome but not needed (an admin sees more); `{}` is "no authentication".
  if (access === 'optional') described.security = [{ [bearerAuth]: [] }, {}];
  if (access === 'public') described.security = [];
  if (access === 'admin') described.description = ['Admin only.', operation.description].filter(Boolean).join(' ');
  if (access === 'customer') described.description = ["A customer's (or an admin's) account; a talent's is refused.", operation.description].filter(Boolean).join(' ');
  if (access === 'talent') described.description = ["A placed talent's account only.", operation.description].filter(Boolean).join(' ');
  const upload = uploadForms.get(route);
  if (upload) {
    const fields = schemaOf(upload.fields) as { properties?: Record<string, object>; required?: string[] };
    described.requestBody = {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            properties: { ...textParts(fields.properties ?? {}), [upload.fileField]: { type: 'string', format: 'binary', description: upload.fileDescription } },
            required: [...(fields.required ?? []), upload.fileField],
          },
          encoding: { [upload.fileField]: { contentType: 'application/pdf' } },
        },
      },
    };
  }
  return described;
}

/** Every non-file part of a form is text; a schema the generator left empty (a zod pipe) says so at least. */
function textParts(properties: Record<string, object>): Record<string, object> {
  return Object.fromEntries(Object.entries(properties).map(([name, schema]) => [name, Object.keys(schema).length ? schema : { type: 'string' }]));
}

interface ResponseObject {
  description: string;
  content?: Record<string, unknown>;
}

/**
 * The route's answers in the contract's order: error answers point at the one error schema, file
 * answers (PDF, CSV) are binary of their type, the rest as the generator described them.
 */
function describeResponses(generated: Record<string, ResponseObject>, route: AppRoute): Record<string, ResponseObject> {
  const described: Record<string, ResponseObject> = {};
  for (const [status, declared] of Object.entries(route.responses as Record<string, unknown>)) {
    const reason = STATUS_CODES[Number(status)] ?? status;
    if (Number(status) >= 400) {
      described[status] = { description: reason, content: { 'application/json': { schema: errorRef } } };
    } else if (isOtherResponse(declared)) {
      const schema = declared.contentType.startsWith('text/') ? { type: 'string' } : { type: 'string', format: 'binary' };
      described[status] = { description: reason, content: { [declared.contentType]: { schema } } };
    } else {
      described[status] = { ...generated[status]!, description: reason };
    }
  }
  return described;
}

/** A zod schema as OpenAPI, converted by the same generator as the rest of the document. */
function schemaOf(schema: ZodTypeAny): Record<string, unknown> {
  const probe = initContract().router({ probe: { method: 'POST', path: '/', body: schema, responses: {} } });
  const operation = generateOpenApi(probe, { info: { title: '', version: '' } }).paths['/']?.post as
    | { requestBody: { content: { 'application/json': { schema: Record<string, unknown> } } } }
    | undefined;
  return operation!.requestBody.content['application/json'].schema;
}

function isOtherResponse(value: unknown): value is { contentType: string } {
  return typeof value === 'object' && value !== null && 'contentType' in value && typeof (value as { contentType: unknown }).contentType === 'string';
}

/** Every route of a contract with its method and OpenAPI path (`:id` as `{id}`). */
export function contractOperations(contract: AppRouter): { method: string; path: string; route: AppRoute }[] {
  return Object.values(contract).flatMap((entry) =>
    isAppRoute(entry)
      ? [{ method: entry.method.toLowerCase(), path: entry.path.replace(/:(\w+)/g, '{$1}'), route: entry }]
      : contractOperations(entry),
  );
}

import { isAppRoute, type AppRoute, type AppRouter } from '@ts-rest/core';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contactMessageSchema } from './messages.js';
import { applicationFieldsSchema } from './applicants.js';
import { multiLineTextPattern, singleLineTextPattern, type MultipartFormMetadata } from './common.js';
import { apiContract } from './index.js';
import { createJobBodySchema } from './jobs.js';
import { registerBodySchema } from './users.js';

function routesOf(router: AppRouter): [string, AppRoute][] {
  return Object.entries(router).flatMap(([name, entry]) =>
    isAppRoute(entry) ? [[name, entry] as [string, AppRoute]] : routesOf(entry as AppRouter).map(([n, r]) => [`${name}.${n}`, r] as [string, AppRoute]),
  );
}

/** Every string a schema accepts, with where it is, and whether it carries the typeable rule. */
function stringsIn(schema: unknown, path: string): { path: string; ruled: boolean }[] {
  if (schema instanceof z.ZodString) {
    const ruled = schema._def.checks.some(
      (check) => check.kind === 'regex' && (check.regex === singleLineTextPattern || check.regex === multiLineTextPattern),
    );
    return [{ path, ruled }];
  }
  if (schema instanceof z.ZodObject) {
    return Object.entries(schema.shape as Record<string, unknown>).flatMap(([key, value]) => stringsIn(value, `${path}.${key}`));
  }
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable) return stringsIn(schema.unwrap(), path);
  if (schema instanceof z.ZodDefault) return stringsIn(schema._def.innerType, path);
  if (schema instanceof z.ZodEffects) return stringsIn(schema._def.schema, path);
  // A pipe's input is what the request carries; its output was checked on the way in.
  if (schema instanceof z.ZodPipeline) return stringsIn(schema._def.in, path);
  if (schema instanceof z.ZodArray) return stringsIn(schema.element, `${path}[]`);
  if (schema instanceof z.ZodUnion || schema instanceof z.ZodDiscriminatedUnion) {
    return (schema.options as unknown[]).flatMap((option, index) => stringsIn(option, `${path}|${index}`));
  }
  return [];
}

describe('text rules', () => {
  it('every string any route takes (params, query, JSON body, upload fields) refuses untypeable characters', () => {
    const found: { path: string; ruled: boolean }[] = [];
    for (const [name, route] of routesOf(apiContract)) {
      const metadata = route.metadata as Partial<MultipartFormMetadata> | undefined;
      found.push(...stringsIn(route.pathParams, `${name} params`));
      found.push(...stringsIn(route.query, `${name} query`));
      found.push(...stringsIn('body' in route ? route.body : undefined, `${name} body`));
      found.push(...stringsIn(metadata?.multipartFields, `${name} fields`));
    }
    expect(found.length).toBeGreaterThan(60);
    expect(found.filter((entry) => !entry.ruled).map((entry) => entry.path)).toEqual([]);
  });

  it('refuses NUL, other control characters and lone surrogates with the field named', () => {
    const valid = { fullName: 'Ana Reyes', email: 'ana@example.com', phone: '+1 512 555 0142', message: 'Hello 😀' };
    expect(contactMessageSchema.safeParse(valid).success).toBe(true);
    for (const bad of ['a\u0000b', 'a\u0007b', 'a\u001bb', 'a\u007fb', 'a\u0085b', 'a\tb', '\ude04\ude1e', 'x\ud83d']) {
      const result = contactMessageSchema.safeParse({ ...valid, fullName: bad });
      expect(result.error?.issues[0]?.message, JSON.stringify(bad)).toBe('Full name contains characters that are not allowed.');
    }
    const result = registerBodySchema.safeParse({ name: 'Ana', email: 'ana@example.com', password: 'pass\u0000word' });
    expect(result.error?.issues[0]?.message).toBe('Password contains characters that are not allowed.');
  });

  it('keeps tab and line breaks in multi-line fields only, and trims them off single-line ends', () => {
    const valid = { fullName: 'Ana Reyes', email: 'ana@example.com', phone: '+1 512 555 0142', message: 'Line one\r\n\tLine two' };
    expect(contactMessageSchema.parse({ ...valid, fullName: '\tAna\n' }).fullName).toBe('Ana');
    expect(contactMessageSchema.safeParse(valid).success).toBe(true);
    expect(contactMessageSchema.safeParse({ ...valid, message: 'a\u0000b' }).error?.issues[0]?.message).toBe(
      'Message contains characters that are not allowed.',
    );
    const job = { title: 'Receptionist', description: 'x', responsibilities: 'a\n\nb\u0000', operatingHours: '9-5', requirements: 'r', location: 'PH', language: 'English' };
    expect(createJobBodySchema.safeParse(job).error?.issues[0]?.message).toBe('Responsibilities contains characters that are not allowed.');
    expect(applicationFieldsSchema.safeParse({ firstName: 'a\u0000' }).error?.issues[0]?.message).toBe(
      'First name contains characters that are not allowed.',
    );
  });
});

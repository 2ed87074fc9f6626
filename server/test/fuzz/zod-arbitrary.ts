import fc from 'fast-check';
import { z } from 'zod';
import { multiLineTextPattern, singleLineTextPattern } from '../../../contract/common.js';

/** Ids the generated values may point at, so valid requests reach rows that exist. */
export interface KnownIds {
  ids: string[];
  jobIds: string[];
}

/**
 * Strings people and attackers send that forms never do: NUL and other control characters, lone
 * surrogates, direction overrides, byte-order marks, noncharacters, combining marks, SQL and
 * template fragments, path traversal, and long text.
 */
export const nastyStrings: readonly string[] = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0001\u0007\u001b[31m',
  '\u007f\u0085\u009f',
  '\ud800',
  'x\udc00',
  '\ude04\ude1e',
  '\ud83d\ude00\ud83d',
  '\u202eevil\u202c',
  '\ufeffbom',
  '\uffff\ufffe',
  'e\u0301\u0301\u0301',
  '\t\r\n\u000b\u000c',
  '\u2028\u2029',
  "' OR 1=1 --",
  '"; DROP TABLE applicants; --',
  '%00',
  '%ZZ',
  '../../../../etc/passwd',
  '${7*7}{{7*7}}',
  '<script>alert(1)</script>',
  '__proto__',
  'constructor',
  '0',
  '-1',
  '1e309',
  'NaN',
  'true',
  'null',
  '😀'.repeat(300),
  'x'.repeat(5_000),
  'y'.repeat(60_000),
];

/** Values of the wrong type for any field. */
export const wrongTypes: readonly unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1.5,
  1e308,
  -1e308,
  2 ** 53 + 1,
  [],
  ['a', 'b'],
  [null],
  {},
  { a: 1 },
  { __proto__: { isAdmin: true } },
  [[[[[[[[[[[[[[[[[[[[['deep']]]]]]]]]]]]]]]]]]]]],
];

export const nastyString = fc.constantFrom(...nastyStrings);
export const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: nastyString },
  { weight: 2, arbitrary: fc.constantFrom(...wrongTypes) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

const isTextRule = (regex: RegExp) => regex === singleLineTextPattern || regex === multiLineTextPattern;

/** Plausible text for a field, judged by its name (e-mails, phones, dates), else printable text. */
function textFor(key: string, min: number, max: number, known: KnownIds): fc.Arbitrary<string> {
  const name = key.toLowerCase();
  // The honeypot: a filled one is answered as a success and stored nowhere, so valid bodies leave it out.
  if (name === 'faxnumber') return fc.constant('');
  if (name.includes('email')) return fc.oneof(fc.emailAddress(), fc.constant(`fuzz${Date.now()}@example.com`));
  if (name.includes('phone')) return fc.oneof(fc.stringMatching(/^\d{11}$/), fc.constant('+1 (512) 555-0142'));
  if (name === 'zipcode') return fc.stringMatching(/^\d{4,5}$/);
  if (name === 'date') return fc.constantFrom('2031-02-03', '2030-12-31', '2030-02-30');
  if (name === 'timefrom' || name === 'timeto') return fc.constantFrom('09:00', '17:30', '24:00');
  if (name === 'jobid') return fc.constantFrom(...known.jobIds, '00000000-0000-4000-8000-000000000000');
  if (name === 'id' || name.endsWith('id')) return fc.oneof(fc.constantFrom(...known.ids), fc.uuid(), fc.string({ maxLength: 12 }));
  return fc.string({ unit: 'grapheme', minLength: Math.max(min, 1), maxLength: Math.max(Math.min(max, 40), Math.max(min, 1)) });
}

function stringArbitrary(schema: z.ZodString, key: string, known: KnownIds): fc.Arbitrary<string> {
  let min = 0;
  let max = 200;
  const patterns: RegExp[] = [];
  for (const check of schema._def.checks) {
    if (check.kind === 'min') min = check.value;
    if (check.kind === 'max') max = check.value;
    if (check.kind === 'regex' && !isTextRule(check.regex)) patterns.push(check.regex);
  }
  const named = textFor(key, min, max, known);
  const [pattern] = patterns;
  if (!pattern || key.toLowerCase().includes('email')) return named;
  try {
    return fc.oneof(fc.stringMatching(pattern), named);
  } catch {
    return named;
  }
}

function numberArbitrary(schema: z.ZodNumber): fc.Arbitrary<number> {
  let min = -1_000_000;
  let max = 1_000_000;
  let int = false;
  for (const check of schema._def.checks) {
    if (check.kind === 'min') min = check.value;
    if (check.kind === 'max') max = check.value;
    if (check.kind === 'int') int = true;
  }
  return int ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) }) : fc.double({ min, max, noNaN: true });
}

/**
 * Values a schema would mostly accept (the contract's own shapes, with plausible texts by field
 * name). Unknown kinds give any JSON value: the server must cope with those too.
 */
export function validArbitrary(schema: unknown, known: KnownIds, key = ''): fc.Arbitrary<unknown> {
  if (schema instanceof z.ZodString) return stringArbitrary(schema, key, known);
  if (schema instanceof z.ZodNumber) {
    // z.coerce.number() reads text (queries, forms): send it as text.
    return schema._def.coerce ? numberArbitrary(schema).map(String) : numberArbitrary(schema);
  }
  if (schema instanceof z.ZodBoolean) return fc.boolean();
  if (schema instanceof z.ZodLiteral) return fc.constant(schema.value);
  if (schema instanceof z.ZodEnum) return fc.constantFrom(...(schema.options as string[]));
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable) {
    return fc.option(validArbitrary(schema.unwrap(), known, key), { nil: undefined, freq: 4 });
  }
  if (schema instanceof z.ZodDefault) return fc.option(validArbitrary(schema._def.innerType, known, key), { nil: undefined, freq: 4 });
  if (schema instanceof z.ZodEffects) return validArbitrary(schema._def.schema, known, key);
  if (schema instanceof z.ZodPipeline) return validArbitrary(schema._def.in, known, key);
  if (schema instanceof z.ZodArray) return fc.array(validArbitrary(schema.element, known, key), { minLength: 1, maxLength: 3 });
  if (schema instanceof z.ZodUnion || schema instanceof z.ZodDiscriminatedUnion) {
    return fc.oneof(...(schema.options as unknown[]).map((option) => validArbitrary(option, known, key)));
  }
  if (schema instanceof z.ZodObject) {
    const shape = schema.shape as Record<string, unknown>;
    const fields = Object.fromEntries(Object.entries(shape).map(([name, field]) => [name, validArbitrary(field, known, name)]));
    return fc.record(fields).map((record) => Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined)));
  }
  return fc.jsonValue({ maxDepth: 2 });
}

/** A valid-looking object with some of its fields replaced, dropped, or joined by unexpected keys. */
export function mutatedObject(valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc
    .tuple(valid, fc.array(fc.tuple(fc.nat(), nastyValue), { minLength: 1, maxLength: 3 }), fc.array(fc.string({ maxLength: 10 }), { maxLength: 2 }))
    .map(([value, replacements, extraKeys]) => {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) return replacements[0]![1];
      const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
      const keys = Object.keys(copy);
      for (const [index, replacement] of replacements) {
        const target = keys.length ? keys[index % keys.length]! : 'x';
        if (index % 7 === 0) delete copy[target];
        else copy[target] = replacement;
      }
      for (const extra of extraKeys) copy[extra] = 'extra';
      return copy;
    });
}

/** Characters the database or the encoders choke on: NUL, controls, lone surrogates, noncharacters. */
const poisonCharacter = fc.constantFrom('\u0000', '\u0001', '\u0008', '\u001b', '\u007f', '\u0085', '\ud800', '\udfff', '\ude04\ude1e', '\uffff', '\u202e');

/**
 * A valid-looking object with one field's text poisoned (a bad character inside an otherwise good
 * value), so the rest of the body passes and the bad character travels as far as it can.
 */
export function taintedObject(valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc.tuple(valid, fc.nat(), fc.nat(), poisonCharacter).map(([value, which, where, poison]) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
    const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
    const texts = Object.keys(copy).filter((key) => typeof copy[key] === 'string');
    const key = texts.length ? texts[which % texts.length]! : 'name';
    const text = typeof copy[key] === 'string' ? (copy[key] as string) : 'text';
    const at = where % (text.length + 1);
    copy[key] = `${text.slice(0, at)}${poison}${text.slice(at)}`;
    return copy;
  });
}

/** A whole body that is not the expected object at all. */
export const wrongBody: fc.Arbitrary<unknown> = fc.oneof(fc.constantFrom(...wrongTypes), nastyString, fc.jsonValue({ maxDepth: 4 }));

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from './endpoints.js';
import { RemovedParam, isListSpec, type ParamSpec, type ParamsSpec } from './param-schema.js';

/**
 * Every parameter the emulator accepts must be one Stripe accepts on the pinned API version: each
 * endpoint's list is checked against the SDK's own params type (generated from Stripe's OpenAPI
 * spec for that version), read with the TypeScript compiler.
 */
let checker: ts.TypeChecker;
const sdkTypes = new Map<string, ts.Type>();
let folder: string;

beforeAll(() => {
  // Under the project's node_modules (out of the linted tree), so `stripe` resolves to the project's SDK.
  const cache = join(import.meta.dirname, '..', 'node_modules', '.cache');
  mkdirSync(cache, { recursive: true });
  folder = mkdtempSync(join(cache, 'stripe-emulator-sdk-params-'));
  const file = join(folder, 'sdk-params.ts');
  const names = [...new Set(Object.values(endpoints).map((endpoint) => endpoint.sdkParams))];
  writeFileSync(file, `import type Stripe from 'stripe';\n${names.map((name, index) => `export type T${index} = Stripe.${name};`).join('\n')}\n`);
  const program = ts.createProgram([file], {
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    strict: true,
    skipLibCheck: true,
    noEmit: true,
    types: [],
  });
  checker = program.getTypeChecker();
  const source = program.getSourceFile(file)!;
  const aliases = source.statements.filter(ts.isTypeAliasDeclaration);
  names.forEach((name, index) => sdkTypes.set(name, checker.getTypeAtLocation(aliases[index]!.name)));
}, 60_000);

afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** The types a parameter may take, without `undefined`, `null` and Stripe's `''` (Emptyable: "unset"). */
function shapesOf(type: ts.Type): ts.Type[] {
  const members = type.isUnion() ? type.types : [type];
  return members.filter((member) => !(member.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Null)) && !(member.isStringLiteral() && member.value === ''));
}

/** `{ [key: string]: … }`, as `MetadataParam` is. */
const isStringKeyedHash = (shape: ts.Type) =>
  (shape.flags & ts.TypeFlags.Object) !== 0 && checker.getIndexInfosOfType(shape).some((info) => (info.keyType.flags & ts.TypeFlags.String) !== 0);

const primitive = ts.TypeFlags.StringLike | ts.TypeFlags.NumberLike | ts.TypeFlags.BooleanLike | ts.TypeFlags.Intersection;

/** Names under `path` that the SDK type does not have; empty when all are Stripe's. */
function unknownNames(type: ts.Type, spec: ParamSpec, path: string): string[] {
  if (spec === 'range') {
    const shapes = shapesOf(type);
    const takesTimestamp = shapes.some((shape) => (shape.flags & ts.TypeFlags.NumberLike) !== 0);
    const takesRange = shapes.some((shape) => ['gt', 'gte', 'lt', 'lte'].every((bound) => shape.getProperty(bound)));
    return takesTimestamp && takesRange ? [] : [`${path} (the SDK does not take a timestamp range here)`];
  }
  if (spec === 'value' || spec === 'hash') {
    const accepts = shapesOf(type).some((shape) =>
      spec === 'hash' ? isStringKeyedHash(shape) : (shape.flags & primitive) !== 0,
    );
    return accepts ? [] : [`${path} (the SDK does not take a ${spec} here)`];
  }
  if (isListSpec(spec)) {
    const arrays = shapesOf(type).filter((shape) => checker.isArrayType(shape));
    const item = arrays[0] ? checker.getTypeArguments(arrays[0] as ts.TypeReference)[0] : undefined;
    return item ? unknownNames(item, spec[0], `${path}[0]`) : [`${path} (the SDK does not take a list here)`];
  }
  const objects = shapesOf(type).filter((shape) => shape.getProperties().length > 0);
  return Object.entries(spec as ParamsSpec).flatMap(([name, inner]) => {
    const property = objects.map((shape) => shape.getProperty(name)).find(Boolean);
    const fullName = path === '' ? name : `${path}[${name}]`;
    if (inner instanceof RemovedParam) return property ? [`${fullName} (declared removed, but the SDK has it)`] : [];
    if (!property) return [fullName];
    return unknownNames(checker.getTypeOfSymbol(property), inner, fullName);
  });
}

describe('the parameters each endpoint accepts', () => {
  it.each(Object.entries(endpoints))('%s: every name is one Stripe takes on the pinned version', (_name, endpoint) => {
    const type = sdkTypes.get(endpoint.sdkParams)!;
    // A name the SDK does not have is the error type (`any`); one that takes no parameters (CustomerDeleteParams) is `{}`.
    expect(type.flags & ts.TypeFlags.Any, endpoint.sdkParams).toBe(0);
    if (Object.keys(endpoint.params).length > 0) expect(type.getProperties().length, endpoint.sdkParams).toBeGreaterThan(0);
    expect(unknownNames(type, endpoint.params, '')).toEqual([]);
  });
});

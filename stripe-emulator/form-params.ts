/**
 * Stripe's form encoding: `a[b][0][c]=x&expand[]=y`. Numeric and empty brackets make arrays,
 * named brackets make objects. The SDK sends GET parameters in the query string the same way.
 */
export type FormValue = string | FormValue[] | FormObject;
export interface FormObject {
  [key: string]: FormValue;
}

const forbiddenKeys = new Set(['__proto__', 'constructor', 'prototype']);

export function parseFormParams(encoded: string): FormObject {
  const root: FormObject = {};
  for (const [key, value] of new URLSearchParams(encoded)) {
    const path = splitKey(key);
    if (path.length === 0 || path.some((segment) => forbiddenKeys.has(segment))) continue;
    assignPath(root, path, value);
  }
  return root;
}

function splitKey(key: string): string[] {
  const bracket = key.indexOf('[');
  if (bracket === -1) return key === '' ? [] : [key];
  const head = key.slice(0, bracket);
  if (head === '') return [];
  const segments = [head];
  for (const match of key.slice(bracket).matchAll(/\[([^\]]*)\]/g)) segments.push(match[1] ?? '');
  return segments;
}

const isArrayIndex = (segment: string) => segment === '' || /^\d+$/.test(segment);

function assignPath(root: FormObject, path: string[], value: string) {
  let container: FormObject | FormValue[] = root;
  for (let i = 0; i < path.length; i++) {
    const segment = path[i] as string;
    const next = path[i + 1];
    const isLast = next === undefined;
    if (Array.isArray(container)) {
      const index = segment === '' ? container.length : Number(segment);
      if (isLast) {
        container[index] = value;
        return;
      }
      container[index] = childContainer(container[index], next);
      container = container[index] as FormObject | FormValue[];
    } else {
      if (isLast) {
        container[segment] = value;
        return;
      }
      container[segment] = childContainer(container[segment], next);
      container = container[segment] as FormObject | FormValue[];
    }
  }
}

function childContainer(existing: FormValue | undefined, nextSegment: string): FormObject | FormValue[] {
  const wantsArray = isArrayIndex(nextSegment);
  if (wantsArray && Array.isArray(existing)) return existing;
  if (!wantsArray && existing !== undefined && typeof existing === 'object' && !Array.isArray(existing)) return existing;
  return wantsArray ? [] : {};
}

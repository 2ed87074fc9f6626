import { describe, expect, it } from 'vitest';
import { parseFormParams } from './form-params.js';

describe('parseFormParams', () => {
  it('nests bracketed keys into objects and numbered ones into arrays', () => {
    const encoded =
      'mode=subscription&line_items[0][quantity]=2&line_items[0][price_data][currency]=usd' +
      '&line_items[0][price_data][recurring][interval]=month&line_items[1][quantity]=1';
    expect(parseFormParams(encoded)).toEqual({
      mode: 'subscription',
      line_items: [{ quantity: '2', price_data: { currency: 'usd', recurring: { interval: 'month' } } }, { quantity: '1' }],
    });
  });

  it('appends empty brackets in order', () => {
    expect(parseFormParams('expand[]=subscription&expand[]=invoice')).toEqual({ expand: ['subscription', 'invoice'] });
  });

  it('decodes percent-escapes and plus signs in keys and values', () => {
    const encoded = `${encodeURIComponent('metadata[full name]')}=Ada+Lovelace&success_url=${encodeURIComponent('https://x.test/ok?id={CHECKOUT_SESSION_ID}')}`;
    expect(parseFormParams(encoded)).toEqual({
      metadata: { 'full name': 'Ada Lovelace' },
      success_url: 'https://x.test/ok?id={CHECKOUT_SESSION_ID}',
    });
  });

  it('keeps an empty value, which Stripe reads as "clear this field"', () => {
    expect(parseFormParams('cancel_at=&metadata[plan]=')).toEqual({ cancel_at: '', metadata: { plan: '' } });
  });

  it('ignores keys that would reach the object prototype', () => {
    const parsed = parseFormParams('__proto__[polluted]=yes&a[constructor][prototype][x]=1&ok=1');
    expect(parsed).toEqual({ ok: '1' });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('reads an empty body as no parameters', () => {
    expect(parseFormParams('')).toEqual({});
  });
});

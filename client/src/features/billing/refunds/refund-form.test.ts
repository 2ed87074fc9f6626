import { describe, expect, it } from 'vitest';
import { refundFormSchema } from './refund-form';

const schema = refundFormSchema(350000);

describe('refund form', () => {
  it('turns an amount in the currency into cents, and a full refund, chosen as such, into no amount', () => {
    expect(schema.parse({ scope: 'part', amount: '120.50' })).toEqual({ amount: 12050 });
    expect(schema.parse({ scope: 'part', amount: ' 3500 ' })).toEqual({ amount: 350000 });
    expect(schema.parse({ scope: 'part', amount: '0.1' })).toEqual({ amount: 10 });
    expect(schema.parse({ scope: 'full', amount: '' })).toEqual({ amount: undefined });
    expect(schema.parse({ scope: 'full', amount: '12' })).toEqual({ amount: undefined });
  });

  it('refuses an empty amount, what is not an amount, zero, and more than remains', () => {
    const message = (amount: string) => schema.safeParse({ scope: 'part', amount }).error?.issues[0]?.message;
    expect(message('')).toBe('Enter the amount to refund, or choose to refund everything that remains.');
    expect(message('12,50')).toBe('Enter the amount with up to 2 decimals, like 120.50.');
    expect(message('1.234')).toBe('Enter the amount with up to 2 decimals, like 120.50.');
    expect(message('-5')).toBe('Enter the amount with up to 2 decimals, like 120.50.');
    expect(message('0')).toBe('Amount must be more than zero.');
    expect(message('3500.01')).toBe('The refund is more than what remains of this payment.');
  });
});

import { describe, expect, it } from 'vitest';
import { requestOrigin } from './request-origin.js';

describe('requestOrigin', () => {
  it.each([
    ['127.0.0.1:3000', 'http://127.0.0.1:3000'],
    ['localhost:3000', 'http://localhost:3000'],
    ['Dev-Box.local', 'http://dev-box.local'],
    ['[::1]:3000', 'http://[::1]:3000'],
  ])('builds on the Host %s', (host, origin) => {
    expect(requestOrigin({ protocol: 'http', host })).toBe(origin);
  });

  it.each(['evil.example/phish', 'a@evil.example', 'evil.example:3000:1', 'evil example', '', '-bad.example', 'x.example\r\nSet-Cookie: a=1'])(
    'refuses the Host %j',
    (host) => {
      expect(requestOrigin({ protocol: 'http', host })).toBeUndefined();
    },
  );

  it('refuses a protocol other than http and https', () => {
    expect(requestOrigin({ protocol: 'javascript', host: 'localhost' })).toBeUndefined();
  });
});

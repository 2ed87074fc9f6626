import { describe, expect, it } from 'vitest';
import { inlineText, singleLine } from './single-line.js';
import { defangLinks, visitorText } from './visitor-text.js';

describe('singleLine: a subject or a name as one plain line', () => {
  it('drops RFC 2047 encoded words, in any case and either encoding', () => {
    expect(singleLine('=?utf-8?q?Bcc=3A_v3=40example.com?=')).toBe('');
    expect(singleLine('New message from =?UTF-8?B?QmNjOiB2M0BleGFtcGxlLmNvbQ==?= Jo')).toBe('New message from Jo');
    expect(singleLine('Jo =?iso-8859-1*en?Q?a b?= Ann')).toBe('Jo Ann');
  });

  it('drops an encoded word that dropping another would make, and one split by a control', () => {
    expect(singleLine('=?=?x?q?y?=utf-8?q?Bcc?=')).not.toContain('=?');
    expect(singleLine('=\u0000?utf-8?q?Bcc=3A_v3=40example.com?\u202E=')).toBe('');
  });

  it('drops bidirectional controls, and reads line and paragraph separators, CR, LF and NEL as spaces', () => {
    const bidi = '\u202A\u202B\u202C\u202D\u202E\u2066\u2067\u2068\u2069\u200E\u200F\u061C';
    expect(singleLine(`Ann${bidi}exe.pdf`)).toBe('Annexe.pdf');
    expect(singleLine('Ann\u2028Bcc: x@example.com\u2029Lee\r\nMay\nJo\u0085Al')).toBe('Ann Bcc: x@example.com Lee May Jo Al');
  });

  it('drops other C0 and C1 controls, collapses white space and trims', () => {
    expect(singleLine('  Ann\u0000\u0007\u001B\u007F\u0090 \t  Lee  ')).toBe('Ann Lee');
  });

  it('keeps the words, accents and marks people write', () => {
    expect(singleLine('José Ñúñez-O’Brien, “Ana” = 2? yes')).toBe('José Ñúñez-O’Brien, “Ana” = 2? yes');
  });

  it('as a piece of a line, keeps one space at its ends', () => {
    expect(inlineText('Hello ')).toBe('Hello ');
    expect(inlineText(' \n Ann\u202E ')).toBe(' Ann ');
  });
});

describe('visitorText: a visitor’s words with no link a mail app would follow', () => {
  it('defangs schemes and host names, keeping the address readable', () => {
    expect(visitorText('Log in at https://evil.example/login now')).toBe('Log in at hxxps://evil[.]example/login now');
    expect(visitorText('HTTP://Evil.Example')).toBe('hxxp://Evil[.]Example');
    expect(visitorText('ftp://files.evil.example/a')).toBe('ftp[:]//files[.]evil[.]example/a');
  });

  it('defangs addresses written without a scheme, IDN and full-width dots, and IPv4 addresses', () => {
    expect(defangLinks('see www.evil.example or evil.example/login.')).toBe('see www[.]evil[.]example or evil[.]example/login.');
    expect(defangLinks('pаypal.com and evil\u3002example')).toBe('pаypal[.]com and evil[.]example');
    expect(defangLinks('http://192.168.0.1:8080/x')).toBe('hxxp://192[.]168[.]0[.]1:8080/x');
  });

  it('leaves numbers, abbreviations and e-mail addresses as they are', () => {
    expect(defangLinks('38.5 hours, e.g. on Fri. Write to jo.lee@example.com.')).toBe('38.5 hours, e.g. on Fri. Write to jo.lee@example.com.');
  });

  it('keeps line breaks (as \\n) and drops controls and bidirectional marks', () => {
    expect(visitorText('First\r\nSecond\u2028Third\u202E\u0000')).toBe('First\nSecond\nThird');
  });
});

import { withoutControls } from './single-line.js';

/**
 * Web addresses written the way threat reports write them, `hxxps://evil[.]example/login`: still
 * readable and copyable by a person, but no mail app (Gmail, Outlook, Apple Mail) turns them into a
 * link, in the HTML part or the text part. A zero-width character in the address was the other
 * way; it is invisible, so the reader cannot tell, and some apps drop it and link the rest.
 *
 * Defanged: a scheme (`http(s)://` as `hxxp(s)://`, any other `x://` as `x[:]//`), the dots of
 * anything shaped like a host name (`www.evil.example`, `evil.example/login`, an IDN or an IPv4
 * address). An e-mail address keeps its dots: a mail app links it only to write to it.
 */
const SCHEME = /\b([a-z][a-z0-9+.-]*):\/\//giu;
/** Dots as host names have them, the ideographic and full-width ones included (browsers read them as dots). */
const DOT = '[.\u3002\uFF0E\uFF61]';
const LABEL = '[\\p{L}\\p{N}](?:[\\p{L}\\p{N}-]*[\\p{L}\\p{N}])?';
/**
 * Two or more labels, the last of two characters or more and starting with a letter (`evil.example`,
 * not `38.5` or `e.g.`), not part of a longer word or of an e-mail address (no `@`, letter or dot
 * right before or after).
 */
const HOST_NAME = new RegExp(
  `(?<![\\p{L}\\p{N}_@.\\u3002\\uFF0E\\uFF61-])(?:${LABEL}${DOT})+\\p{L}[\\p{L}\\p{N}-]*[\\p{L}\\p{N}](?![\\p{L}\\p{N}_@-]|${DOT}[\\p{L}\\p{N}])`,
  'gu',
);
const IPV4 = /(?<![\p{N}.])\d{1,3}(?:\.\d{1,3}){3}(?![\p{N}]|\.\p{N})/gu;

const bracketDots = (host: string) => host.replace(new RegExp(DOT, 'gu'), '[.]');

/** `text` with every web address in it written so that no mail app links it. */
export function defangLinks(text: string): string {
  return text
    .replace(SCHEME, (_match, scheme: string) => (/^https?$/i.test(scheme) ? `hxxp${scheme.length === 5 ? 's' : ''}://` : `${scheme}[:]//`))
    .replace(HOST_NAME, bracketDots)
    .replace(IPV4, bracketDots);
}

/**
 * What a mail sent under the company's name may show of a visitor's or customer's own words (a
 * message, a dispute reason, a comment, an inquiry's notes): plain text, its line breaks kept (as
 * `\n`), controls and bidirectional marks dropped, and web addresses defanged, so the company's
 * From address never hands its reader a link that somebody else wrote.
 */
export function visitorText(text: string): string {
  return defangLinks(withoutControls(text, '\n'));
}

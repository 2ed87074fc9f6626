/**
 * What a mail may show of a one-line value that a visitor, customer or talent chose (a name, a
 * company, a job title) and of any subject or heading built from one: the words, and nothing a
 * mail app reads as something else.
 *
 * - RFC 2047 encoded words (`=?utf-8?q?Bcc=3A_v3=40example.com?=`): a mail app decodes them in a
 *   subject, so a name could dress itself up as a header or as other words than those stored.
 * - Bidirectional controls (U+202A–U+202E, U+2066–U+2069, U+200E, U+200F, U+061C): they reorder
 *   what is shown (`moc.elpmaxe` read backwards), so the reader sees other words than were written.
 * - Line breaks of every kind (CR, LF, U+2028, U+2029, U+0085) and every other C0/C1 control: a
 *   subject is one header line.
 *
 * Line breaks become spaces, the rest is dropped, and runs of white space become one space.
 */

/** Bidirectional embeddings, overrides, isolates and marks, and the Arabic letter mark. */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/g;
/** Breaks that end a line, in any of the ways a mail app may read one. */
// eslint-disable-next-line no-control-regex -- matching control characters is this regex's purpose
const LINE_BREAKS = /\r\n|[\r\n\u2028\u2029\u0085\u000B\u000C]/g;
/** The C0 controls but tab and the line breaks above, DEL, and the C1 controls. */
// eslint-disable-next-line no-control-regex -- matching control characters is this regex's purpose
const OTHER_CONTROLS = /[\u0000-\u0008\u000E-\u001F\u007F-\u009F]/g;
/**
 * `=?charset?Q|B?text?=`, any case. Read leniently (spaces and any characters in the text), as
 * lenient mail apps decode it, so a looser copy does not slip through.
 */
const ENCODED_WORD = /=\?[^?]*\?[bq]\?[^?]*\?=/gi;

/** Controls and bidirectional marks out, line breaks as spaces: what both kinds of text share. */
export function withoutControls(value: string, lineBreak: string): string {
  return value.replace(LINE_BREAKS, lineBreak).replace(BIDI_CONTROLS, '').replace(OTHER_CONTROLS, '');
}

/** Drops encoded words until none is left: dropping one must not join the halves around it into another. */
function withoutEncodedWords(value: string): string {
  let current = value;
  for (;;) {
    const next = current.replace(ENCODED_WORD, '');
    if (next === current) return current;
    current = next;
  }
}

/**
 * A value as one line of words, white space collapsed but kept at its ends: for a piece of a
 * longer line (`Hello {name},` is three pieces), whose neighbours bring their own spaces.
 */
export function inlineText(value: string): string {
  return withoutEncodedWords(withoutControls(value, ' ')).replace(/\s+/g, ' ');
}

/** A whole one-line value (a subject, a heading, a name on its own): `inlineText`, trimmed. */
export function singleLine(value: string): string {
  return inlineText(value).trim();
}

/** Escapes % and _ so a visitor's search text matches literally inside ILIKE '%…%'. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

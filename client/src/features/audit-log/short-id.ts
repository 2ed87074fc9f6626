/** A record's id short enough for a sentence: a UUID's first block ('b0000000'), another id's first 10 characters and an ellipsis. */
export function shortId(id: string): string {
  const uuidBlock = /^([0-9a-f]{8})-[0-9a-f]{4}-/i.exec(id);
  if (uuidBlock) return uuidBlock[1]!;
  return id.length > 12 ? `${id.slice(0, 10)}…` : id;
}

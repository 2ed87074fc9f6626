import { once } from 'node:events';
import { createDeflate, deflateSync } from 'node:zlib';

/**
 * Small PDFs that cost a naive parser gigabytes: object streams whose Flate data inflates far
 * beyond the upload limit. Each is a readable one-page document apart from the bomb, so only the
 * check's limits (not a parse error) can stop it.
 */
export interface PdfBombs {
  /** The red team's file: an object stream deflated three times, 1 GB of spaces inside, ~2 kB. */
  tripleDeflated: Buffer;
  /** The same gigabyte behind two filters, which a real file may use: only the size cap stops it. */
  doubleDeflated: Buffer;
  /** 300 object streams of 1 MB each: none large, all together far over the file's budget. */
  manySmallStreams: Buffer;
  /**
   * An object stream whose inflated objects hold another object stream with the gigabyte. pdf-lib
   * does not open an object stream found inside another, so this one is cleaned, not refused.
   */
  nestedObjectStreams: Buffer;
  /** A stream whose /Length claims 100 GB. */
  hugeLength: Buffer;
}

const GIGABYTE_OF_SPACES_BLOCKS = 1024;

/** 1 GB of spaces, deflated once (level 1, about 2 s), without ever holding the gigabyte. */
async function deflatedGigabyteOfSpaces(): Promise<Buffer> {
  const deflate = createDeflate({ level: 1 });
  const chunks: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => chunks.push(chunk));
  const block = Buffer.alloc(1 << 20, 0x20);
  for (let i = 0; i < GIGABYTE_OF_SPACES_BLOCKS; i++) {
    if (!deflate.write(block)) await once(deflate, 'drain');
  }
  deflate.end();
  await once(deflate, 'end');
  return Buffer.concat(chunks);
}

const latin1 = (text: string) => Buffer.from(text, 'latin1');

/** An object stream of `data` (already deflated `filters` times) behind as many FlateDecode filters. */
export function objectStream(data: Buffer, filters: number): Buffer {
  const filter = filters === 1 ? '/FlateDecode' : `[${Array.from({ length: filters }, () => '/FlateDecode').join(' ')}]`;
  return Buffer.concat([latin1(`<</Type/ObjStm/N 1/First 4/Filter${filter}/Length ${data.length}>>stream\n`), data, latin1('\nendstream')]);
}

/** A one-page PDF (objects 1-3) followed by `extra` as objects 4, 5, … */
export function pdfWith(extra: Buffer[]): Buffer {
  const parts: Buffer[] = [
    latin1('%PDF-1.7\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n'),
    latin1('3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\n'),
  ];
  extra.forEach((body, index) => parts.push(latin1(`${index + 4} 0 obj\n`), body, latin1('\nendobj\n')));
  parts.push(latin1(`trailer<</Root 1 0 R/Size ${extra.length + 4}>>\n%%EOF\n`));
  return Buffer.concat(parts);
}

export async function buildPdfBombs(): Promise<PdfBombs> {
  const once1 = await deflatedGigabyteOfSpaces();
  const twice = deflateSync(once1, { level: 9 });
  const thrice = deflateSync(twice, { level: 9 });
  const megabyte = deflateSync(Buffer.alloc(1 << 20, 0x20), { level: 9 });
  const inner = objectStream(twice, 2);
  const outerContent = Buffer.concat([latin1('10 0 '), inner]);
  return {
    tripleDeflated: pdfWith([objectStream(thrice, 3)]),
    doubleDeflated: pdfWith([objectStream(twice, 2)]),
    manySmallStreams: pdfWith(Array.from({ length: 300 }, () => objectStream(megabyte, 1))),
    nestedObjectStreams: pdfWith([
      Buffer.concat([latin1(`<</Type/ObjStm/N 1/First 5/Filter/FlateDecode/Length `), latin1(String(deflateSync(outerContent).length)), latin1('>>stream\n'), deflateSync(outerContent), latin1('\nendstream')]),
    ]),
    hugeLength: pdfWith([Buffer.concat([latin1('<</Length 100000000000>>stream\n'), Buffer.alloc(4096, 0x41), latin1('\nendstream')])]),
  };
}

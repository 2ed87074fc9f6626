/**
 * The last step of `npm run build`: writes a brotli (`.br`, quality 11) and a gzip (`.gz`, level 9)
 * copy beside every text file in client/dist, so the server sends them as they are
 * (@fastify/static's `preCompressed`) and no request pays for compressing a file.
 *
 *   npx tsx scripts/compress-dist.ts [dir]      (default: client/dist)
 */
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Extensions of files that are text and worth compressing; images other than SVG, fonts and PDFs already are compressed. */
const textExtensions = new Set(['.html', '.js', '.mjs', '.css', '.svg', '.json', '.txt', '.xml', '.webmanifest', '.map', '.ico', '.csv', '.md']);

const encoders = {
  '.br': (bytes: Buffer) =>
    brotliCompressSync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
  '.gz': (bytes: Buffer) => gzipSync(bytes, { level: constants.Z_BEST_COMPRESSION }),
} as const;

export interface CompressedFile {
  file: string;
  bytes: number;
  br: number | undefined;
  gz: number | undefined;
}

function listFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((name) => path.join(dir, name))
    .filter((file) => statSync(file).isFile());
}

export function isCompressible(file: string): boolean {
  return textExtensions.has(path.extname(file).toLowerCase());
}

/**
 * Compresses every text file under `dir`. A copy that would not be smaller than the file is not
 * written (and a stale one from an earlier build is removed), so the server sends the plain file.
 */
export function compressDir(dir: string): CompressedFile[] {
  const results: CompressedFile[] = [];
  for (const file of listFiles(dir)) {
    if (!isCompressible(file)) continue;
    const bytes = readFileSync(file);
    const result: CompressedFile = { file: path.relative(dir, file), bytes: bytes.length, br: undefined, gz: undefined };
    for (const [extension, encode] of Object.entries(encoders)) {
      const compressed = encode(bytes);
      const target = file + extension;
      if (compressed.length < bytes.length) {
        writeFileSync(target, compressed);
        result[extension === '.br' ? 'br' : 'gz'] = compressed.length;
      } else {
        rmSync(target, { force: true });
      }
    }
    results.push(result);
  }
  return results;
}

function main() {
  const dir = path.resolve(process.argv[2] ?? fileURLToPath(new URL('../client/dist', import.meta.url)));
  const results = compressDir(dir);
  const total = (pick: (r: CompressedFile) => number) => results.reduce((sum, r) => sum + pick(r), 0);
  const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
  console.log(
    `compressed ${results.length} text files in ${path.relative(process.cwd(), dir) || '.'}: ` +
      `${kib(total((r) => r.bytes))} → brotli ${kib(total((r) => r.br ?? r.bytes))}, gzip ${kib(total((r) => r.gz ?? r.bytes))}`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();

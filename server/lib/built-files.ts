import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { preparedFromCopies, type PreparedAnswer } from './prepared-answer.js';

/** Files up to this size are kept in memory; a larger one (none today) is read from disk per request. */
export const IN_MEMORY_FILE_BYTES = 1024 * 1024;

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.pdf': 'application/pdf',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
};

export function contentTypeOf(file: string): string {
  return contentTypes[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

/** Hashed files under /assets/ never change, so browsers keep them for a year; anything else is revalidated. */
export function cacheControlOf(relativePath: string): string {
  return relativePath.startsWith('assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';
}

export interface BuiltFiles {
  /** Each file's prepared answer by its path in the folder ('index.html', 'assets/x.js'), when kept in memory. */
  readonly inMemory: ReadonlyMap<string, PreparedAnswer>;
  /** Files too large to keep, served from disk. */
  readonly onDisk: readonly string[];
}

function walk(dir: string, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return walk(path.join(dir, entry.name), relative);
    return entry.isFile() ? [relative] : [];
  });
}

/**
 * Reads the built client once, at start-up: every file (but the .br/.gz copies `npm run build`
 * wrote beside it) with its copies, as an answer ready to send.
 */
export function loadBuiltFiles(distDir: string): BuiltFiles {
  const inMemory = new Map<string, PreparedAnswer>();
  const onDisk: string[] = [];
  if (!existsSync(distDir)) return { inMemory, onDisk };
  for (const relative of walk(distDir)) {
    if (relative.endsWith('.br') || relative.endsWith('.gz')) continue;
    const file = path.join(distDir, relative);
    if (statSync(file).size > IN_MEMORY_FILE_BYTES) {
      onDisk.push(relative);
      continue;
    }
    const copy = (suffix: string) => (existsSync(file + suffix) ? readFileSync(file + suffix) : undefined);
    inMemory.set(
      relative,
      preparedFromCopies(readFileSync(file), { br: copy('.br'), gzip: copy('.gz') }, { contentType: contentTypeOf(relative), cacheControl: cacheControlOf(relative) }),
    );
  }
  return { inMemory, onDisk };
}

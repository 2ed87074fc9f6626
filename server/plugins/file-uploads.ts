import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MAX_UPLOAD_BYTES } from '../../contract/franchise.js';

/** What one upload form may hold: a PDF or two and its text fields. */
export const multipartLimits = { fileSize: MAX_UPLOAD_BYTES, files: 2, fields: 30, fieldSize: 20_000, parts: 40 };

/**
 * The largest body an upload form may have: its one PDF, every text field at its largest, and the
 * parts' headers and boundaries (well under 64 kB for 40 parts). A body declared larger is answered
 * 413 before a byte of it is read, and one sent without a length is cut off once it passes this
 * (plugins/upload-slots.ts).
 */
export const MAX_UPLOAD_BODY_BYTES = multipartLimits.fileSize + multipartLimits.fields * multipartLimits.fieldSize + 64 * 1024;

/**
 * Registers `routes` in a scope of their own that reads multipart bodies. @fastify/multipart adds
 * an async onRequest and onResponse hook (and a 'close' listener) to every route of the scope it
 * is registered in; only the routes that take files need them, not every answer of the site (the
 * job board, its pages, the built files). Elsewhere a multipart body is refused with 415 like any
 * other type the route does not read. Registering it (at start) removes the temporary files a
 * process that ended mid-upload left behind.
 */
export function withFileUploads<Options extends object>(
  routes: (app: FastifyInstance, options: Options) => Promise<void>,
): FastifyPluginAsync<Options> {
  return async function fileUploadScope(scope, options) {
    await removeLeftoverUploads().catch((error: unknown) => scope.log.warn({ error: String(error) }, 'could not remove leftover upload files'));
    await scope.register(fastifyMultipart, { limits: multipartLimits });
    await scope.register(routes, options);
  };
}

/**
 * Where upload bodies wait for their check: one folder per process under this one, named by its
 * process id, so a start-up removes what an ended process left and nothing else in the machine's
 * temporary folder (nor the files of another instance running beside it).
 */
export const temporaryUploadsRoot = path.join(tmpdir(), 'staffing-site-uploads');
const ownFolder = path.join(temporaryUploadsRoot, String(process.pid));
/** Once this process has made its folder, what is in it is its own uploads', never a leftover. */
let ownFolderMade = false;

/** The folder this process's upload bodies wait in. */
export function temporaryUploadFolder(): string {
  if (!ownFolderMade) {
    mkdirSync(ownFolder, { recursive: true, mode: 0o700 });
    ownFolderMade = true;
  }
  return ownFolder;
}

/** A new temporary file's path for an upload's body; the caller creates it, and removes it once done. */
export function temporaryUploadPath(): string {
  return path.join(temporaryUploadFolder(), `upload-${randomUUID()}.part`);
}

/**
 * Removes the folders of processes that no longer run (a crash, a kill mid-upload), and this
 * process's own before it has made it: a container's process often has the id its previous run
 * had. A folder whose process id belongs to some other running process is kept, as a later start
 * will find it. Answers the folders removed.
 */
export async function removeLeftoverUploads(root = temporaryUploadsRoot): Promise<string[]> {
  const entries = await readdir(root).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  const removed: string[] = [];
  for (const entry of entries) {
    const pid = /^\d+$/.test(entry) ? Number(entry) : undefined;
    const ours = pid === process.pid && root === temporaryUploadsRoot;
    if (ours ? ownFolderMade : pid !== undefined && isRunning(pid)) continue;
    await rm(path.join(root, entry), { recursive: true, force: true });
    removed.push(entry);
  }
  if (root === temporaryUploadsRoot) temporaryUploadFolder();
  return removed;
}

function isRunning(pid: number): boolean {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

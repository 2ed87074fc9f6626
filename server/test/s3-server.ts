import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { FileStorageSettings } from '../config.js';

export interface TestS3Server {
  /** The settings that reach it, as S3_BUCKET, S3_ENDPOINT and the keys would give them. */
  settings: Extract<FileStorageSettings, { kind: 's3' }>;
  /** The same as environment variables, for a server process. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/**
 * An S3 API server (s3rver) on a free port of 127.0.0.1, with one empty bucket, keeping its
 * objects in a temporary folder removed on close. No Vitest imports: the bench uses it too.
 */
export async function startTestS3Server(bucket = 'documents'): Promise<TestS3Server> {
  const directory = mkdtempSync(path.join(tmpdir(), 's3rver-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  // s3rver accepts any key pair; these are its documented defaults.
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  return {
    settings: { kind: 's3', bucket, endpoint, region: 'us-east-1', credentials },
    env: { S3_BUCKET: bucket, S3_ENDPOINT: endpoint, S3_REGION: 'us-east-1', S3_ACCESS_KEY_ID: credentials.accessKeyId, S3_SECRET_ACCESS_KEY: credentials.secretAccessKey },
    async close() {
      // Clients keep their connections alive; the server closes only once they are gone.
      server.httpServer?.closeAllConnections();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

export interface S3Settings {
  bucket: string;
  /** An S3-compatible server (MinIO, R2…); addressed path-style (`endpoint/bucket/key`) when set. */
  endpoint: string | undefined;
  region: string;
  /** Absent: the SDK's own chain (environment, instance role…). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
}

/** e.g. `S3 bucket documents at http://minio:9000`: said in the start's log line. */
export const describeBucket = (settings: S3Settings) => `S3 bucket ${settings.bucket}${settings.endpoint ? ` at ${settings.endpoint}` : ` in ${settings.region}`}`;

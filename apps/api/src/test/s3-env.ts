/**
 * The S3-compatible server that CI starts (`.ci/run`: s3rver on 127.0.0.1:4569, bucket `biclou`)
 * or a developer starts by hand (docs/operations.md "Media storage"). Tests that need it run when
 * S3_ENDPOINT is set and are skipped otherwise; the other variables default to s3rver's.
 */
export function s3TestEnv(): Record<string, string> | null {
  const env = process.env;
  if (!env.S3_ENDPOINT) return null;
  return {
    S3_ENDPOINT: env.S3_ENDPOINT,
    S3_BUCKET: env.S3_BUCKET || 'biclou',
    S3_REGION: env.S3_REGION || 'us-east-1',
    S3_ACCESS_KEY_ID: env.S3_ACCESS_KEY_ID || 'S3RVER',
    S3_SECRET_ACCESS_KEY: env.S3_SECRET_ACCESS_KEY || 'S3RVER',
    S3_FORCE_PATH_STYLE: env.S3_FORCE_PATH_STYLE || 'true',
  };
}

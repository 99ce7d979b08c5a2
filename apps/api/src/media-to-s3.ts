// `npm run media:to-s3 [-- --dry-run]`: copies the media of MEDIA_DIR (local disk) into the bucket
// named by S3_BUCKET (docs/operations.md "Media storage"). Idempotent; prints what it did.
import { formatBytes } from '@biclou/domain/format-bytes';
import { ConfigError, loadConfig, mediaDir, s3Settings } from './platform/config/config';
import { copyMediaToS3, createS3MediaStorage } from './modules/media';

async function main() {
  const dryRun = process.argv.includes('--dry-run');
  const config = loadConfig();
  const s3 = s3Settings(config);
  if (!s3) throw new ConfigError('S3_BUCKET: is required to copy media to S3 (and S3_ENDPOINT, keys, as for the app)');
  const store = createS3MediaStorage(s3);
  await store.ping().catch((err) => {
    throw new ConfigError(`S3_BUCKET: the bucket "${s3.bucket}" cannot be reached (${err.name ?? err.message})`);
  });
  const root = mediaDir(config);
  console.log(
    `${dryRun ? 'Dry run: would copy' : 'Copying'} ${root} → s3://${s3.bucket}${s3.endpoint ? ` at ${s3.endpoint}` : ''}`,
  );
  const report = await copyMediaToS3(root, store, { dryRun });
  for (const key of report.refused) console.log(`  not a media key, left alone: ${key}`);
  for (const { key, error } of report.failed) console.log(`  failed: ${key}: ${error}`);
  console.log(
    `${dryRun ? 'to copy' : 'copied'}: ${report.copied} (${formatBytes(report.bytes, 'en')}), ` +
      `already there: ${report.skipped}, not media: ${report.refused.length}, failed: ${report.failed.length}`,
  );
  store.client.destroy();
  process.exit(report.failed.length ? 1 : 0);
}

main().catch((err) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});

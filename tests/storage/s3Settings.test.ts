import { describe, expect, it } from 'vitest';
import { s3SettingsFromEnv } from '../../src/server/storage/s3Settings';

describe('S3 settings from the environment', () => {
  it('are absent without S3_BUCKET: files stay under the data dir', () => {
    expect(s3SettingsFromEnv({ PORT: '3000' })).toBeUndefined();
  });

  it('read every variable, with AWS defaults for the rest', () => {
    expect(
      s3SettingsFromEnv({
        S3_BUCKET: 'printshop-files',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_REGION: 'eu-central-1',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: '1',
      }),
    ).toEqual({
      bucket: 'printshop-files',
      endpoint: 'http://127.0.0.1:9000',
      region: 'eu-central-1',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    });
    expect(s3SettingsFromEnv({ S3_BUCKET: 'printshop-files' })).toEqual({
      bucket: 'printshop-files',
      endpoint: undefined,
      region: 'us-east-1',
      accessKeyId: undefined,
      secretAccessKey: undefined,
      forcePathStyle: false,
    });
  });

  it('refuse what would quietly store photos somewhere unintended', () => {
    expect(() => s3SettingsFromEnv({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(
      'S3_ENDPOINT set without S3_BUCKET.',
    );
    expect(() => s3SettingsFromEnv({ S3_BUCKET: 'files', S3_ENDPOINT: 'minio:9000' })).toThrow(
      /S3_ENDPOINT must be an http\(s\) URL/,
    );
    expect(() => s3SettingsFromEnv({ S3_BUCKET: 'files', S3_ACCESS_KEY_ID: 'key' })).toThrow(
      /set together/,
    );
    expect(() => s3SettingsFromEnv({ S3_BUCKET: 'files', S3_FORCE_PATH_STYLE: 'yes' })).toThrow(
      /must be 0 or 1/,
    );
  });
});

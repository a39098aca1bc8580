import type { S3ClientConfig } from '@aws-sdk/client-s3';
import { z } from 'zod';

const optionalText = z
  .string()
  .optional()
  .transform((value) => value || undefined);

/** The S3_* variables: a bucket turns object storage on; the rest say where and as whom. */
const s3EnvSchema = z
  .object({
    S3_BUCKET: z.string().min(3, 'S3_BUCKET must name a bucket'),
    S3_ENDPOINT: optionalText.pipe(
      z.url({ protocol: /^https?$/, error: 'S3_ENDPOINT must be an http(s) URL' }).optional(),
    ),
    S3_REGION: optionalText.transform((region) => region ?? 'us-east-1'),
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    S3_FORCE_PATH_STYLE: z
      .enum(['', '0', '1'], 'S3_FORCE_PATH_STYLE must be 0 or 1')
      .optional()
      .transform((flag) => flag === '1'),
  })
  .refine((env) => !env.S3_ACCESS_KEY_ID === !env.S3_SECRET_ACCESS_KEY, {
    message:
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together (or neither, for the SDK default credentials)',
  })
  .transform((env) => ({
    bucket: env.S3_BUCKET,
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
  }));

/** Where photos, derivatives and unfinished uploads go when the shop uses object storage. */
export type S3Settings = z.output<typeof s3EnvSchema>;

/** The S3 settings, or undefined when S3_BUCKET is unset (files stay under the data dir). */
export function s3SettingsFromEnv(env: NodeJS.ProcessEnv): S3Settings | undefined {
  if (!env.S3_BUCKET) {
    const stray = Object.keys(env).filter((name) => name.startsWith('S3_') && env[name]);
    if (stray.length > 0) throw new Error(`${stray.join(', ')} set without S3_BUCKET.`);
    return undefined;
  }
  const parsed = s3EnvSchema.safeParse(env);
  if (!parsed.success) {
    throw new Error(`Invalid S3 configuration:\n${z.prettifyError(parsed.error)}`);
  }
  return parsed.data;
}

/** The client settings both the blob store and the upload store use. */
export function s3ClientConfig(settings: S3Settings): S3ClientConfig {
  const { accessKeyId, secretAccessKey } = settings;
  return {
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    // The SDK's default checksums frame streamed bodies as aws-chunked, which many S3-compatible
    // servers refuse; S3 itself checks Content-MD5/ETags either way.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  };
}

import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { msg } from '@carmarket/shared/i18n/translate';
import type { MediaStoreConfig } from '../../config/env';
import { AppError } from '../../lib/app-error';
import { assertSafeKey, mediaContentType } from '../../lib/media-files';
import { mediaPublicUrl, type MediaStorage } from './media-storage';

/** What an upload or a read answers while the store cannot be reached (503). */
export const MEDIA_STORE_UNAVAILABLE = msg(
  'Photos and videos cannot be saved or shown right now. Please try again in a few minutes.',
);

/**
 * Parts of a large video's multipart upload: S3 takes 5 MiB at least; two parts in flight keep
 * at most 16 MiB of a video in memory, however long it is.
 */
const PART_SIZE = 8 * 1024 * 1024;
const PARTS_IN_FLIGHT = 2;

/** How long a store may keep a request waiting before it counts as gone (a 503 to the client). */
const CONNECT_TIMEOUT_MS = 5_000;
const REQUEST_TIMEOUT_MS = 60_000;

/** The S3 client for a store as MEDIA_S3_URL names it: path-style, as every compatible store takes. */
export function createMediaStoreClient(store: MediaStoreConfig): S3Client {
  return new S3Client({
    endpoint: store.endpoint,
    region: store.region,
    credentials: { accessKeyId: store.accessKeyId, secretAccessKey: store.secretAccessKey },
    forcePathStyle: true,
    // Checksums only where S3 requires one: several compatible stores refuse the SDK's newer
    // default (trailing CRC32 on every upload).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: { connectionTimeout: CONNECT_TIMEOUT_MS, requestTimeout: REQUEST_TIMEOUT_MS },
  });
}

/** Whether the store answered that there is no such object (as opposed to not answering). */
function isMissing(error: unknown): boolean {
  const failure = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return (
    failure.name === 'NoSuchKey' ||
    failure.name === 'NotFound' ||
    failure.$metadata?.httpStatusCode === 404
  );
}

/**
 * Any other failure of the store (unreachable, timing out, refusing the credentials, a 5xx)
 * reaches the client as a 503 with a sentence; the store's own error is kept as the cause, for
 * the log.
 */
function unavailable(error: unknown): never {
  if (error instanceof AppError) throw error;
  throw Object.assign(new AppError(503, MEDIA_STORE_UNAVAILABLE), { cause: error });
}

/**
 * Media in an S3-compatible store (Amazon S3, Cloudflare R2, MinIO, Backblaze B2) through the AWS
 * SDK, so every API process on every machine reads and writes the same files (decision 124).
 * Each object is written by one PUT, or by a multipart upload that the store shows only when it
 * completes (and aborts when it fails): no reader ever sees half a file under its key.
 */
export function createS3MediaStorage(options: {
  store: MediaStoreConfig;
  /** MEDIA_PUBLIC_URL: the CDN or bucket that serves media; unset, the API serves /media. */
  publicBase?: string;
  /** A client made beforehand (tests share one); by default one for `store`. */
  client?: S3Client;
}): MediaStorage & { client: S3Client } {
  const { store, publicBase } = options;
  const client = options.client ?? createMediaStoreClient(store);
  const Bucket = store.bucket;

  async function head(key: string) {
    assertSafeKey(key);
    try {
      const found = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
      return { size: found.ContentLength ?? 0, modified: found.LastModified ?? new Date(0) };
    } catch (error) {
      if (isMissing(error)) return undefined;
      return unavailable(error);
    }
  }

  return {
    client,
    async put(key, data) {
      assertSafeKey(key);
      await client
        .send(
          new PutObjectCommand({
            Bucket,
            Key: key,
            Body: data,
            ContentType: mediaContentType(key),
          }),
        )
        .catch(unavailable);
    },
    async putFile(key, sourcePath) {
      assertSafeKey(key);
      // One PUT for a file under one part, a multipart upload for larger ones, read from disk
      // a part at a time; a failed multipart upload is aborted, leaving nothing behind.
      const upload = new Upload({
        client,
        params: {
          Bucket,
          Key: key,
          Body: createReadStream(sourcePath),
          ContentType: mediaContentType(key),
        },
        partSize: PART_SIZE,
        queueSize: PARTS_IN_FLIGHT,
        leavePartsOnError: false,
      });
      await upload.done().catch(unavailable);
    },
    async move(from, to) {
      assertSafeKey(from);
      assertSafeKey(to);
      // Server-side: the bytes never pass through this process. Keys are URL-safe (assertSafeKey).
      await client
        .send(new CopyObjectCommand({ Bucket, Key: to, CopySource: `${Bucket}/${from}` }))
        .catch(unavailable);
      await client.send(new DeleteObjectCommand({ Bucket, Key: from })).catch(unavailable);
    },
    async delete(key) {
      assertSafeKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key })).catch(unavailable);
    },
    async checkWritable() {
      // A probe object written and removed again: the store answers, takes the credentials and
      // lets them write. A probe a crash leaves behind is under tmp/, which the sweep clears.
      const Key = `tmp/ready-${randomUUID()}`;
      await client.send(new PutObjectCommand({ Bucket, Key, Body: 'ready' }));
      await client.send(new DeleteObjectCommand({ Bucket, Key }));
    },
    async read(key) {
      const body = await this.stream(key);
      if (!body) return undefined;
      const chunks: Buffer[] = [];
      try {
        for await (const chunk of body) chunks.push(chunk as Buffer);
      } catch (error) {
        return unavailable(error);
      }
      return Buffer.concat(chunks);
    },
    stat: head,
    async stream(key, range) {
      assertSafeKey(key);
      try {
        const found = await client.send(
          new GetObjectCommand({
            Bucket,
            Key: key,
            Range: range ? `bytes=${range.start}-${range.end}` : undefined,
          }),
        );
        return found.Body instanceof Readable ? found.Body : undefined;
      } catch (error) {
        if (isMissing(error)) return undefined;
        return unavailable(error);
      }
    },
    async *list() {
      let ContinuationToken: string | undefined;
      do {
        const page = await client
          .send(new ListObjectsV2Command({ Bucket, ContinuationToken }))
          .catch(unavailable);
        for (const object of page.Contents ?? []) {
          if (!object.Key) continue;
          yield {
            key: object.Key,
            size: object.Size ?? 0,
            modified: object.LastModified ?? new Date(0),
          };
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    publicUrl: (key) => mediaPublicUrl(key, publicBase),
  };
}

import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import { loadOnce } from '../load-once';
import { assertKey, SERVED_CACHE_CONTROL, type ObjectStorage, type PresignedPut } from './types';
import { S3Multipart } from './s3-multipart';

export interface S3Settings {
  bucket: string;
  region: string;
  endpoint?: string;
  /**
   * The store as browsers reach it (a front proxying the bucket's path, say), when not `endpoint`:
   * a presigned URL's signature covers its host, so it is signed for this one.
   */
  publicEndpoint?: string;
  accessKeyId: string;
  secretAccessKey: string;
  publicUrl?: string;
  forcePathStyle: boolean;
}

function isMissing(error: unknown): boolean {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === 'NotFound' || name === 'NoSuchKey' || $metadata?.httpStatusCode === 404;
}

/** The AWS SDK, loaded on the first request: a site on local disk never loads it. */
export const loadSdk = loadOnce(async () => {
  const [s3, storage, presigner] = await Promise.all([
    import('@aws-sdk/client-s3'),
    import('@aws-sdk/lib-storage'),
    import('@aws-sdk/s3-request-presigner'),
  ]);
  return { ...s3, Upload: storage.Upload, getSignedUrl: presigner.getSignedUrl };
});

/** The SDK with the server's own client and the client that signs browsers' URLs. */
export type S3Connection = Awaited<ReturnType<typeof loadSdk>> & {
  client: S3Client;
  signer: S3Client;
};

/** AWS S3 or any S3-compatible store (SeaweedFS, R2, ...). Browsers PUT to presigned URLs directly. */
export class S3Storage implements ObjectStorage {
  readonly kind = 's3' as const;
  /** The SDK, the server's own client and the client that signs browsers' URLs, made on the first request. */
  private readonly connect: () => Promise<S3Connection>;

  private readonly multipart: S3Multipart;

  constructor(private readonly settings: S3Settings) {
    this.connect = loadOnce(async () => {
      const sdk = await loadSdk();
      const clientFor = (endpoint: string | undefined) =>
        new sdk.S3Client({
          region: settings.region,
          endpoint,
          forcePathStyle: settings.forcePathStyle,
          credentials: {
            accessKeyId: settings.accessKeyId,
            secretAccessKey: settings.secretAccessKey,
          },
          // Checksums only where S3 requires them: browsers' PUTs carry none, and many compatible
          // stores do not know the newer checksum headers.
          requestChecksumCalculation: 'WHEN_REQUIRED',
          responseChecksumValidation: 'WHEN_REQUIRED',
        });
      const client = clientFor(settings.endpoint);
      const publicEndpoint = settings.publicEndpoint ?? settings.endpoint;
      const signer = publicEndpoint === settings.endpoint ? client : clientFor(publicEndpoint);
      return { ...sdk, client, signer };
    });
    this.multipart = new S3Multipart(settings.bucket, this.connect);
  }

  async presignPut(
    key: string,
    options: { contentType: string; size: number; expiresInSeconds: number },
  ): Promise<PresignedPut> {
    assertKey(key);
    const { signer, PutObjectCommand, getSignedUrl } = await this.connect();
    const command = new PutObjectCommand({
      Bucket: this.settings.bucket,
      Key: key,
      ContentType: options.contentType,
      ContentLength: options.size,
    });
    // Type and length are signed: the store refuses a PUT with any other.
    const url = await getSignedUrl(signer, command, {
      expiresIn: options.expiresInSeconds,
      signableHeaders: new Set(['content-type', 'content-length']),
    });
    return {
      url,
      headers: { 'content-type': options.contentType },
      expiresAt: new Date(Date.now() + options.expiresInSeconds * 1000),
    };
  }

  async head(key: string) {
    assertKey(key);
    const { client, HeadObjectCommand } = await this.connect();
    try {
      const answer = await client.send(
        new HeadObjectCommand({ Bucket: this.settings.bucket, Key: key }),
      );
      return { size: answer.ContentLength ?? 0, contentType: answer.ContentType };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  localFile(): null {
    return null;
  }

  async read(key: string): Promise<Buffer> {
    const stream = await this.readStream(key);
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  async readStream(key: string): Promise<Readable> {
    assertKey(key);
    const { client, GetObjectCommand } = await this.connect();
    const answer = await client.send(
      new GetObjectCommand({ Bucket: this.settings.bucket, Key: key }),
    );
    return answer.Body as Readable;
  }

  async write(key: string, body: Buffer, contentType: string): Promise<void> {
    assertKey(key);
    const { client, PutObjectCommand } = await this.connect();
    await client.send(
      new PutObjectCommand({
        Bucket: this.settings.bucket,
        Key: key,
        Body: body,
        ContentType: contentType,
        CacheControl: SERVED_CACHE_CONTROL,
      }),
    );
  }

  async writeStream(key: string, body: Readable, contentType: string): Promise<void> {
    assertKey(key);
    const { client, Upload } = await this.connect();
    // A multipart upload of parts of a few MB: the whole object is never in memory, and an upload
    // that fails is aborted by the SDK (leavePartsOnError false), so nothing appears under the key.
    const upload = new Upload({
      client,
      params: { Bucket: this.settings.bucket, Key: key, Body: body, ContentType: contentType },
      queueSize: 2,
      partSize: 8 * 1024 * 1024,
      leavePartsOnError: false,
    });
    await upload.done();
  }

  writeFile(key: string, file: string, contentType: string): Promise<void> {
    return this.writeStream(key, createReadStream(file), contentType);
  }

  async remove(keys: string[]): Promise<void> {
    if (keys.length === 0) return;
    keys.forEach(assertKey);
    const { client, DeleteObjectCommand } = await this.connect();
    // One DeleteObject per key: a photo has four, and DeleteObjects needs a checksum header
    // that some compatible stores refuse.
    await Promise.all(
      keys.map((Key) =>
        client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key })),
      ),
    );
  }

  async list(prefix: string) {
    const entries: { key: string; lastModified: Date }[] = [];
    const { client, paginateListObjectsV2 } = await this.connect();
    const pages = paginateListObjectsV2(
      { client },
      { Bucket: this.settings.bucket, Prefix: prefix },
    );
    for await (const page of pages) {
      for (const object of page.Contents ?? []) {
        if (object.Key) {
          entries.push({ key: object.Key, lastModified: object.LastModified ?? new Date(0) });
        }
      }
    }
    return entries;
  }

  createMultipart(key: string, contentType: string) {
    return this.multipart.create(key, contentType);
  }

  presignPart(
    key: string,
    uploadId: string,
    partNumber: number,
    options: { size: number; expiresInSeconds: number },
  ) {
    return this.multipart.presignPart(key, uploadId, partNumber, options);
  }

  listParts(key: string, uploadId: string) {
    return this.multipart.listParts(key, uploadId);
  }

  completeMultipart(key: string, uploadId: string, parts: { partNumber: number; etag: string }[]) {
    return this.multipart.complete(key, uploadId, parts);
  }

  abortMultipart(key: string, uploadId: string) {
    return this.multipart.abort(key, uploadId);
  }

  abortStaleMultipartUploads(olderThan: Date) {
    return this.multipart.abortStale(olderThan);
  }

  /** Creates the bucket when the store has none (a fresh store), so the first upload lands. */
  async ensureBucket(): Promise<'exists' | 'created'> {
    const { client, HeadBucketCommand, CreateBucketCommand } = await this.connect();
    try {
      await client.send(new HeadBucketCommand({ Bucket: this.settings.bucket }));
      return 'exists';
    } catch (error) {
      if (!isMissing(error) && (error as { name?: string }).name !== 'NoSuchBucket') throw error;
    }
    await client.send(new CreateBucketCommand({ Bucket: this.settings.bucket }));
    return 'created';
  }

  /**
   * The store's answer to a stranger listing the bucket (no signature), at the server's own
   * address for it: 403 when the bucket's policy keeps its keys secret, as it must.
   */
  async anonymousListingStatus(prefix: string): Promise<number> {
    const { bucket, endpoint, forcePathStyle, region } = this.settings;
    let url: URL;
    if (endpoint && forcePathStyle) url = new URL(`${endpoint.replace(/\/$/, '')}/${bucket}`);
    else if (endpoint) {
      url = new URL(endpoint);
      url.hostname = `${bucket}.${url.hostname}`;
      url.pathname = '/';
    } else url = new URL(`https://${bucket}.s3.${region}.amazonaws.com/`);
    url.searchParams.set('list-type', '2');
    if (prefix) url.searchParams.set('prefix', prefix);
    const answer = await fetch(url, { signal: AbortSignal.timeout(10_000) });
    await answer.body?.cancel();
    return answer.status;
  }

  publicUrl(key: string): string {
    assertKey(key);
    if (this.settings.publicUrl) return `${this.settings.publicUrl.replace(/\/$/, '')}/${key}`;
    const endpoint = this.settings.publicEndpoint ?? this.settings.endpoint;
    if (endpoint) {
      const base = endpoint.replace(/\/$/, '');
      return `${base}/${this.settings.bucket}/${key}`;
    }
    return `https://${this.settings.bucket}.s3.${this.settings.region}.amazonaws.com/${key}`;
  }
}

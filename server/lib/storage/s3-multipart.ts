import type { S3Connection } from './s3';
import { assertKey, type PresignedPut, type StoredPart } from './types';

function isNoSuchUpload(error: unknown): boolean {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === 'NoSuchUpload' || $metadata?.httpStatusCode === 404;
}

/**
 * S3's multipart uploads as the browsers' uploads use them: started and completed by the server,
 * each part PUT by the browser to a URL presigned for its exact length.
 */
export class S3Multipart {
  constructor(
    private readonly bucket: string,
    private readonly connect: () => Promise<S3Connection>,
  ) {}

  async create(key: string, contentType: string): Promise<string> {
    assertKey(key);
    const { client, CreateMultipartUploadCommand } = await this.connect();
    const answer = await client.send(
      new CreateMultipartUploadCommand({
        Bucket: this.bucket,
        Key: key,
        ContentType: contentType,
      }),
    );
    if (!answer.UploadId) throw new Error('The store answered no upload id');
    return answer.UploadId;
  }

  async presignPart(
    key: string,
    uploadId: string,
    partNumber: number,
    options: { size: number; expiresInSeconds: number },
  ): Promise<PresignedPut> {
    assertKey(key);
    const { signer, UploadPartCommand, getSignedUrl } = await this.connect();
    const command = new UploadPartCommand({
      Bucket: this.bucket,
      Key: key,
      UploadId: uploadId,
      PartNumber: partNumber,
      ContentLength: options.size,
    });
    // The part's length is signed: a truncated or longer part is refused by the store.
    const url = await getSignedUrl(signer, command, {
      expiresIn: options.expiresInSeconds,
      signableHeaders: new Set(['content-length']),
    });
    return {
      url,
      headers: {},
      expiresAt: new Date(Date.now() + options.expiresInSeconds * 1000),
    };
  }

  async listParts(key: string, uploadId: string): Promise<StoredPart[] | null> {
    assertKey(key);
    const { client, ListPartsCommand } = await this.connect();
    // By number: a store may list a part sent twice twice (SeaweedFS); the last write counts.
    const parts = new Map<number, StoredPart & { at: number }>();
    let marker: string | undefined;
    try {
      do {
        const page = await client.send(
          new ListPartsCommand({
            Bucket: this.bucket,
            Key: key,
            UploadId: uploadId,
            PartNumberMarker: marker,
          }),
        );
        for (const part of page.Parts ?? []) {
          const at = part.LastModified?.getTime() ?? 0;
          if (!part.PartNumber || !part.ETag || (parts.get(part.PartNumber)?.at ?? -1) > at)
            continue;
          parts.set(part.PartNumber, {
            partNumber: part.PartNumber,
            etag: part.ETag,
            size: part.Size ?? 0,
            at,
          });
        }
        marker = page.IsTruncated ? page.NextPartNumberMarker : undefined;
      } while (marker);
    } catch (error) {
      if (isNoSuchUpload(error)) return null;
      throw error;
    }
    return [...parts.values()]
      .map(({ partNumber, etag, size }) => ({ partNumber, etag, size }))
      .sort((left, right) => left.partNumber - right.partNumber);
  }

  async complete(
    key: string,
    uploadId: string,
    parts: { partNumber: number; etag: string }[],
  ): Promise<void> {
    assertKey(key);
    const { client, CompleteMultipartUploadCommand } = await this.connect();
    await client.send(
      new CompleteMultipartUploadCommand({
        Bucket: this.bucket,
        Key: key,
        UploadId: uploadId,
        MultipartUpload: {
          Parts: parts.map((part) => ({ PartNumber: part.partNumber, ETag: part.etag })),
        },
      }),
    );
  }

  async abort(key: string, uploadId: string): Promise<void> {
    assertKey(key);
    const { client, AbortMultipartUploadCommand } = await this.connect();
    try {
      await client.send(
        new AbortMultipartUploadCommand({ Bucket: this.bucket, Key: key, UploadId: uploadId }),
      );
    } catch (error) {
      if (!isNoSuchUpload(error)) throw error;
    }
  }

  /** ListMultipartUploads under incoming/, then AbortMultipartUpload of each one started before. */
  async abortStale(olderThan: Date): Promise<number> {
    const { client, ListMultipartUploadsCommand } = await this.connect();
    const stale: { key: string; uploadId: string }[] = [];
    let keyMarker: string | undefined;
    let uploadIdMarker: string | undefined;
    do {
      const page = await client.send(
        new ListMultipartUploadsCommand({
          Bucket: this.bucket,
          Prefix: 'incoming/',
          KeyMarker: keyMarker,
          UploadIdMarker: uploadIdMarker,
        }),
      );
      for (const upload of page.Uploads ?? []) {
        if (upload.Key && upload.UploadId && (upload.Initiated ?? new Date(0)) < olderThan)
          stale.push({ key: upload.Key, uploadId: upload.UploadId });
      }
      const more = page.IsTruncated === true;
      keyMarker = more ? page.NextKeyMarker : undefined;
      uploadIdMarker = more ? page.NextUploadIdMarker : undefined;
    } while (keyMarker);
    for (const upload of stale) await this.abort(upload.key, upload.uploadId);
    return stale.length;
  }
}

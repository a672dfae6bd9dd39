import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import type { MultipartStarted, SignedPart } from '../../../protocol/uploads';
import { findFfmpeg } from '../../lib/video';
import { makeClip, type ClipSpec } from '../../lib/video/test-clips';
import type { GuestPhone } from './test-support';

/** The system's ffmpeg (the video tests need it). */
export const testFfmpeg = findFfmpeg({ video: { maxSeconds: 0, maxBytes: 0, jobTimeoutMs: 0 } })!;

/** A small clip made with ffmpeg (a second of 320 × 240 H.264 unless told otherwise). */
export async function testClip(
  dir: string,
  name: string,
  spec: Partial<ClipSpec> = {},
): Promise<Buffer> {
  const file = path.join(dir, name);
  await makeClip(testFfmpeg.ffmpeg, file, {
    width: 320,
    height: 240,
    seconds: 1,
    codec: 'h264',
    ...spec,
  });
  return readFileSync(file);
}

/** The browser's multipart upload of a video: start, one signed PUT per part, complete. */
export async function uploadVideo(phone: GuestPhone, body: Buffer, contentType = 'video/mp4') {
  const call = async <T>(route: string, payload: unknown): Promise<T> => {
    const response = await phone.request(route, { method: 'POST', body: payload });
    expect(response.status, await response.clone().text()).toBe(200);
    return (await response.json()) as T;
  };
  const started = await call<MultipartStarted>('/api/objects/multipart', {
    contentType,
    size: body.length,
  });
  const parts = [];
  for (let at = 0, n = 1; at < body.length; at += started.partSize, n += 1) {
    const signed = await call<SignedPart>('/api/objects/multipart/part', {
      key: started.key,
      uploadId: started.uploadId,
      partNumber: n,
    });
    const put = await fetch(signed.url, {
      method: 'PUT',
      headers: signed.headers,
      body: new Uint8Array(body.subarray(at, at + started.partSize)),
    });
    expect(put.status).toBe(200);
    parts.push({ PartNumber: n, ETag: put.headers.get('etag') ?? '' });
  }
  const done = await call<{ uploadURL: string }>('/api/objects/multipart/complete', {
    key: started.key,
    uploadId: started.uploadId,
    parts,
  });
  return { uploadURL: done.uploadURL, key: started.key };
}

/** A video moment naming the upload, as the moments form posts it. */
export function postVideoMoment(
  phone: GuestPhone,
  uploadURL: string,
  content = 'Our first dance!',
) {
  return phone.request('/api/live-wedding-moments', {
    method: 'POST',
    body: { guestName: 'Ana', content, momentType: 'video', mediaUploadURL: uploadURL },
  });
}

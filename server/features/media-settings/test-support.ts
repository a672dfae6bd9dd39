import { expect } from 'vitest';
import type { MultipartStarted, SignedPart } from '../../../protocol/uploads';
import type { GuestPhone } from '../gallery/test-support';

/** The browser's multipart upload of a video (start, one signed PUT per part, complete). */
export async function uploadVideo(phone: GuestPhone, body: Buffer, contentType = 'video/mp4') {
  const post = async <T>(route: string, payload: unknown): Promise<T> => {
    const response = await phone.request(route, { method: 'POST', body: payload });
    expect(response.status, await response.clone().text()).toBe(200);
    return (await response.json()) as T;
  };
  const started = await post<MultipartStarted>('/api/objects/multipart', {
    contentType,
    size: body.length,
  });
  const parts = [];
  for (let at = 0, n = 1; at < body.length; at += started.partSize, n += 1) {
    const signed = await post<SignedPart>('/api/objects/multipart/part', {
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
  const done = await post<{ uploadURL: string }>('/api/objects/multipart/complete', {
    key: started.key,
    uploadId: started.uploadId,
    parts,
  });
  return { uploadURL: done.uploadURL, key: started.key };
}

/** A video moment naming the upload, as the moments form posts it. */
export function postVideoMoment(phone: GuestPhone, uploadURL: string) {
  return phone.request('/api/live-wedding-moments', {
    method: 'POST',
    body: {
      guestName: 'Ana',
      content: 'Our first dance!',
      momentType: 'video',
      mediaUploadURL: uploadURL,
    },
  });
}

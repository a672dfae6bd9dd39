import { describe, expect, it } from 'vitest';
import { S3Storage, type S3Settings } from './s3';

const settings: S3Settings = {
  bucket: 'wedding-photos',
  region: 'us-east-1',
  endpoint: 'http://seaweedfs:8333',
  accessKeyId: 'key',
  secretAccessKey: 'secret',
  forcePathStyle: true,
};
const upload = { contentType: 'image/jpeg', size: 1234, expiresInSeconds: 600, origin: '' };

describe('S3 addresses browsers use', () => {
  it('signs uploads for the public endpoint, and shows photos from it, when one is set', async () => {
    const storage = new S3Storage({ ...settings, publicEndpoint: 'https://wedding.example' });
    const { url } = await storage.presignPut('incoming/abc.jpg', upload);
    const signed = new URL(url);
    expect(signed.origin).toBe('https://wedding.example');
    expect(signed.pathname).toBe('/wedding-photos/incoming/abc.jpg');
    expect(signed.searchParams.get('X-Amz-SignedHeaders')).toBe('content-length;content-type;host');
    expect(storage.publicUrl('photos/a/480.webp')).toBe(
      'https://wedding.example/wedding-photos/photos/a/480.webp',
    );
  });

  it('signs for S3_ENDPOINT itself when no public endpoint is given', async () => {
    const storage = new S3Storage(settings);
    const { url } = await storage.presignPut('incoming/abc.jpg', upload);
    expect(new URL(url).origin).toBe('http://seaweedfs:8333');
    expect(storage.publicUrl('photos/a/480.webp')).toBe(
      'http://seaweedfs:8333/wedding-photos/photos/a/480.webp',
    );
  });

  it('keeps S3_PUBLIC_URL (a CDN) for photos, whatever endpoint signs uploads', () => {
    const storage = new S3Storage({
      ...settings,
      publicEndpoint: 'https://wedding.example',
      publicUrl: 'https://cdn.example/photos-bucket/',
    });
    expect(storage.publicUrl('photos/a/480.webp')).toBe(
      'https://cdn.example/photos-bucket/photos/a/480.webp',
    );
  });
});

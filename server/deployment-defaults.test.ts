import { readFileSync } from 'node:fs';
import { parse as load } from 'yaml';
import { describe, expect, it } from 'vitest';

/** There is no Docker daemon here: the Compose file itself is read and its defaults checked. */
type Service = { environment?: Record<string, string>; ports?: string[]; entrypoint?: string[] };
const compose = load(readFileSync(new URL('../docker-compose.yml', import.meta.url), 'utf8')) as {
  services: Record<string, Service>;
};
const { minio, 'minio-setup': setup, app } = compose.services;

/** Every value of the form ${NAME...} in the services' environments that names a MinIO secret. */
const secretRefs = [minio, setup, app].flatMap((service) =>
  Object.entries(service!.environment ?? {})
    .filter(([name]) => /PASSWORD|SECRET_ACCESS_KEY/.test(name) && /MINIO|S3/.test(name))
    .map(([, value]) => value),
);

describe('docker-compose.yml', () => {
  it('starts MinIO with no default password: Compose refuses to start without one', () => {
    expect(secretRefs.length).toBeGreaterThanOrEqual(3);
    for (const value of secretRefs) {
      expect(value).toMatch(/^\$\{MINIO_ROOT_PASSWORD:\?[^}]+\}$/);
    }
    expect(readFileSync(new URL('../docker-compose.yml', import.meta.url), 'utf8')).not.toMatch(
      /change-me/,
    );
  });

  it('publishes the MinIO console on this host only', () => {
    const console = minio!.ports!.find((port) => port.endsWith(':9001'));
    expect(console).toBe('127.0.0.1:9001:9001');
    // The other published ports keep their public binding (guests' browsers upload to 9000).
    expect(minio!.ports).toContain('9000:9000');
  });

  it('lets anyone read photos/ only, nothing else of the bucket', () => {
    const script = setup!.entrypoint!.join(' ');
    const grants = [...script.matchAll(/mc anonymous set (\w+) (\S+)/g)].map(([, mode, target]) => ({
      mode,
      target,
    }));
    expect(grants).toEqual([
      { mode: 'none', target: 'local/wedding-photos' },
      { mode: 'download', target: 'local/wedding-photos/photos' },
    ]);
  });
});

import { readFileSync } from 'node:fs';
import { parse as load } from 'yaml';
import { describe, expect, it } from 'vitest';
import { SERVER_HEAP_FLAG } from './lib/build';
import { serviceEnv } from './test/compose-run';

/** There is no Docker daemon here: the Compose file itself is read and its defaults checked. */
type Service = {
  image?: string;
  command?: string[];
  environment?: Record<string, string>;
  ports?: string[];
  volumes?: string[];
};
const text = readFileSync(new URL('../docker-compose.yml', import.meta.url), 'utf8');
const compose = load(text, { merge: true }) as { services: Record<string, Service> };
const { services } = compose;
const apps = [services['app-1']!, services['app-2']!];

/** Every value of the services' environments that reads `name` from the shell or .env. */
const refsTo = (name: string) =>
  Object.values(services).flatMap((service) =>
    Object.values(service.environment ?? {}).filter((value) => value.includes(`\${${name}`)),
  );

describe('docker-compose.yml', () => {
  it('has no default for the site’s name or the store’s secret: Compose refuses to start without them', () => {
    // The app twice and the store read the secret; the app twice (two URLs each) and caddy the name.
    expect(refsTo('S3_SECRET_ACCESS_KEY')).toHaveLength(3);
    expect(refsTo('SITE_DOMAIN')).toHaveLength(5);
    for (const name of ['S3_SECRET_ACCESS_KEY', 'SITE_DOMAIN']) {
      for (const value of refsTo(name)) {
        expect(value).toMatch(new RegExp(`\\$\\{${name}:\\?set ${name} [^}]+\\}`));
      }
    }
    expect(text).not.toMatch(/change-me/);
  });

  it('says which setting is missing, and with both set gives the app its https addresses', () => {
    const secret = { S3_SECRET_ACCESS_KEY: 'a long random secret' };
    const domain = { SITE_DOMAIN: 'wedding.example.com' };
    expect(() => serviceEnv(services.caddy!, secret)).toThrow(/set SITE_DOMAIN to the site's name/);
    expect(() => serviceEnv(apps[0]!, domain)).toThrow(/set S3_SECRET_ACCESS_KEY/);
    expect(() => serviceEnv(services.seaweedfs!, { ...domain, S3_SECRET_ACCESS_KEY: '' })).toThrow(
      /set S3_SECRET_ACCESS_KEY/,
    );
    const env = serviceEnv(apps[0]!, { ...secret, ...domain });
    expect(env).toMatchObject({
      PUBLIC_URL: 'https://wedding.example.com',
      S3_PUBLIC_ENDPOINT: 'https://wedding.example.com',
      S3_SECRET_ACCESS_KEY: 'a long random secret',
      S3_ACCESS_KEY_ID: 'wedding',
      ADMIN_PASSWORD: '',
    });
    expect(serviceEnv(services.seaweedfs!, { ...secret, ...domain })).toEqual({
      AWS_ACCESS_KEY_ID: 'wedding',
      AWS_SECRET_ACCESS_KEY: 'a long random secret',
    });
  });

  it('publishes caddy’s ports only: the store, the database, Redis and the app are reached through it or not at all', () => {
    expect(services.caddy!.ports).toEqual(['80:80', '443:443', '443:443/udp']);
    for (const [name, service] of Object.entries(services)) {
      if (name !== 'caddy')
        expect({ name, ports: service.ports }).toEqual({ name, ports: undefined });
    }
  });

  it('serves the site over https at SITE_DOMAIN, behind one proxy, with the store on the same origin', () => {
    expect(apps[0]!.environment).toEqual(apps[1]!.environment);
    const env = apps[0]!.environment!;
    expect(env.PUBLIC_URL).toMatch(/^https:\/\/\$\{SITE_DOMAIN:\?[^}]+\}$/);
    expect(env.S3_PUBLIC_ENDPOINT).toBe(env.PUBLIC_URL);
    expect(env.TRUST_PROXY).toBe('1');
    // The server's own way to the store stays inside Compose's network.
    expect(env.S3_ENDPOINT).toBe('http://seaweedfs:8333');
    expect(services.caddy!.environment!.STORE_UPSTREAM).toBe('seaweedfs:8333');
    expect(services.caddy!.environment!.APP_UPSTREAMS.split(' ')).toEqual([
      'app-1:3000',
      'app-2:3000',
    ]);
  });

  it('pins the images of the front and the store, and runs no MinIO', () => {
    expect(services.caddy!.image).toMatch(/^caddy:2\.\d+\.\d+-alpine$/);
    expect(services.seaweedfs!.image).toBe('chrislusf/seaweedfs:4.53');
    expect(text).not.toMatch(/minio/i);
  });

  it('loads the store’s policy and the front’s configuration from the files in deploy/', () => {
    expect(services.seaweedfs!.volumes).toContain(
      './deploy/seaweedfs/s3.json:/etc/seaweedfs/s3.json:ro',
    );
    expect(services.seaweedfs!.command).toContain('-s3.config=/etc/seaweedfs/s3.json');
    expect(services.caddy!.volumes).toContain('./deploy/Caddyfile:/etc/caddy/Caddyfile:ro');
    expect(services.caddy!.command).toEqual([
      'caddy',
      'run',
      '--config',
      '/etc/caddy/Caddyfile',
      '--adapter',
      'caddyfile',
    ]);
  });
});

describe('the server’s starts', () => {
  it('give V8 the one heap ceiling: npm start and the Docker image alike', () => {
    const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(pkg.scripts.start!.split(' ')).toContain(SERVER_HEAP_FLAG);
    const dockerfile = readFileSync(new URL('../Dockerfile', import.meta.url), 'utf8');
    const cmd = /^CMD (\[.*\])$/m.exec(dockerfile)?.[1];
    expect(JSON.parse(cmd ?? '[]')).toEqual(['node', SERVER_HEAP_FLAG, 'dist/server/main.js']);
  });
});

import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A reverse proxy on loopback, as the nginx example in docs/deployment.md configures one: it appends the
 * address it was reached from to X-Forwarded-For (what `$proxy_add_x_forwarded_for` does) and
 * sets X-Forwarded-Proto to the scheme guests used.
 */
export async function startForwardingProxy(
  target: string,
  { scheme = 'http' }: { scheme?: 'http' | 'https' } = {},
): Promise<{ url: string; close(): Promise<void> }> {
  const upstream = new URL(target);
  const server = http.createServer((req, res) => {
    const forwardedFor = [req.headers['x-forwarded-for'], req.socket.remoteAddress]
      .filter(Boolean)
      .join(', ');
    const forward = http.request(
      {
        host: upstream.hostname,
        port: upstream.port,
        path: req.url,
        method: req.method,
        headers: {
          ...req.headers,
          host: upstream.host,
          'x-forwarded-for': forwardedFor,
          'x-forwarded-proto': scheme,
        },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forward.on('error', () => {
      res.writeHead(502).end();
    });
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A JSON POST sent from a chosen loopback address (127.0.0.2, ...): another guest's network. */
export function postFrom(
  localAddress: string,
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; setCookie: string[]; body: unknown }> {
  return new Promise((resolve, reject) => {
    const payload = JSON.stringify(body);
    const request = http.request(
      url,
      {
        method: 'POST',
        localAddress,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          ...headers,
        },
      },
      (answer) => {
        let text = '';
        answer.setEncoding('utf8');
        answer.on('data', (chunk: string) => (text += chunk));
        answer.on('end', () => {
          let json: unknown;
          try {
            json = JSON.parse(text);
          } catch {
            json = undefined; // not JSON: the status says enough
          }
          resolve({
            status: answer.statusCode ?? 0,
            setCookie: answer.headers['set-cookie'] ?? [],
            body: json,
          });
        });
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

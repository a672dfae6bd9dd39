import { execFileSync } from 'node:child_process';
import { createDecipheriv, createECDH, createHmac, randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * What a phone shows: the pushes it received, a repeat under the same Topic counted once (RFC 8030
 * §5.4: the push service replaces an undelivered one; the notification's tag collapses the rest).
 */
export function shownOn(phone: TestPhone): string[] {
  const byTopic = new Map<string, string>();
  phone.received.forEach((push, n) => byTopic.set(push.topic ?? `#${n}`, push.text));
  return [...byTopic.values()];
}

/** A phone's side of a subscription: the keys the browser would make, and what it decrypted. */
export interface TestPhone {
  endpoint: string;
  /** What the page sends to POST /api/push/subscriptions. */
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
  /** Every push this phone's endpoint received, decrypted, in order. */
  received: ReceivedPush[];
}

export interface ReceivedPush {
  text: string;
  ttl: string | undefined;
  urgency: string | undefined;
  topic: string | undefined;
  /** The VAPID `Authorization` header (vapid t=…, k=…). */
  authorization: string | undefined;
}

export interface TestPushService {
  url: string;
  /** A new phone with fresh keys and an endpoint on this service. */
  phone(): TestPhone;
  /** The next requests to this phone's endpoint are answered with these statuses, in order. */
  answer(phone: TestPhone, ...statuses: number[]): void;
  /** All requests received, decrypted or not. */
  requests: number;
  /** Answers each push this long after receiving it (a slow push service). */
  setLatency(ms: number): void;
  /** Told of every push accepted, with how many were in all. */
  onAccepted(listener: ((total: number) => void) | undefined): void;
  /** Lets an app (this process's https requests, or a child's NODE_EXTRA_CA_CERTS) trust it. */
  caFile: string;
  ca: Buffer;
  close(): Promise<void>;
}

const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();

/**
 * Decrypts an aes128gcm Web Push body (RFC 8188 and RFC 8291) with the phone's private key and
 * auth secret, as the browser does: the sender's key and salt are in the body's header.
 */
export function decryptPush(body: Buffer, ecdh: ReturnType<typeof createECDH>, auth: Buffer) {
  const salt = body.subarray(0, 16);
  const idLength = body[20]!;
  const senderKey = body.subarray(21, 21 + idLength);
  const records = body.subarray(21 + idLength);
  const shared = ecdh.computeSecret(senderKey);
  const phoneKey = ecdh.getPublicKey();
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), phoneKey, senderKey]);
  const ikm = hmac(hmac(auth, shared), Buffer.concat([keyInfo, Buffer.from([1])]));
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(records.subarray(records.length - 16));
  const padded = Buffer.concat([
    decipher.update(records.subarray(0, records.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with the delimiter 2, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('not the last record of an aes128gcm body');
  return padded.subarray(0, end).toString('utf8');
}

/**
 * A push service on 127.0.0.1 over https (a certificate made for the run), as Mozilla's or
 * Google's would be for the app: it takes Web Push requests at its phones' endpoints, answers 201
 * (or what a test asked for), and decrypts each body with that phone's keys.
 */
export async function startTestPushService(): Promise<TestPushService> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'push-service-'));
  const keyFile = path.join(dir, 'key.pem');
  const caFile = path.join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      keyFile,
      '-out',
      caFile,
      '-days',
      '2',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
    ],
    { stdio: 'ignore' },
  );
  const ca = readFileSync(caFile);
  const phones = new Map<
    string,
    { phone: TestPhone; ecdh: ReturnType<typeof createECDH>; auth: Buffer; answers: number[] }
  >();
  let requests = 0;
  let accepted = 0;
  let latencyMs = 0;
  let acceptedListener: ((total: number) => void) | undefined;

  const server = https.createServer({ key: readFileSync(keyFile), cert: ca }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      requests += 1;
      const id = req.url?.split('/').pop() ?? '';
      const entry = phones.get(id);
      if (!entry || req.method !== 'POST') return void res.writeHead(404).end();
      const status = entry.answers.shift() ?? 201;
      if (status === 201) {
        const header = (name: string) => req.headers[name] as string | undefined;
        entry.phone.received.push({
          text: decryptPush(Buffer.concat(chunks), entry.ecdh, entry.auth),
          ttl: header('ttl'),
          urgency: header('urgency'),
          topic: header('topic'),
          authorization: header('authorization'),
        });
        accepted += 1;
        acceptedListener?.(accepted);
      }
      const answer = () =>
        res.writeHead(status, { location: `${url}/message/${randomUUID()}` }).end();
      if (latencyMs) setTimeout(answer, latencyMs);
      else answer();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    caFile,
    ca,
    get requests() {
      return requests;
    },
    setLatency(ms) {
      latencyMs = ms;
    },
    onAccepted(listener) {
      acceptedListener = listener;
    },
    phone() {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const id = randomUUID();
      const endpoint = `${url}/push/${id}`;
      const phone: TestPhone = {
        endpoint,
        subscription: {
          endpoint,
          keys: {
            p256dh: ecdh.getPublicKey().toString('base64url'),
            auth: auth.toString('base64url'),
          },
        },
        received: [],
      };
      phones.set(id, { phone, ecdh, auth, answers: [] });
      return phone;
    },
    answer(phone, ...statuses) {
      phones.get(phone.endpoint.split('/').pop()!)!.answers.push(...statuses);
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

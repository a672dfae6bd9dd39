import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { DEVICE_HEADER } from '../../../protocol/http';
import { IDEMPOTENCY_KEY_HEADER } from '../../../protocol/idempotency';
import { postFrom } from '../../test/forwarding-proxy';

/** One request a bench client made: what it was, how it was answered, how long it took. */
export interface Sent {
  kind: string;
  status: number;
  ms: number;
}

/** Sends one JSON request and records it; a network failure is recorded as status 0. */
export async function send(
  record: Sent[],
  kind: string,
  url: string,
  init: { method: string; headers?: Record<string, string>; body?: unknown },
): Promise<{ status: number; json: unknown }> {
  const started = performance.now();
  let status = 0;
  let json: unknown;
  try {
    const response = await fetch(url, {
      method: init.method,
      headers: {
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...init.headers,
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: AbortSignal.timeout(30_000),
    });
    status = response.status;
    json = await response.json().catch(() => undefined);
  } catch {
    status = 0;
  }
  record.push({ kind, status, ms: performance.now() - started });
  return { status, json };
}

const at = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/**
 * A guest's phone at the reception, with the identity the site issued it: over the run it shares a
 * moment, likes three, plays a trivia set, answers the RSVP and uploads a photo (confirming every
 * other one, as a guest who changes their mind leaves the rest), each at a random moment.
 */
export class HonestPhone {
  readonly sent: Sent[] = [];
  private token = '';

  constructor(
    private readonly baseUrl: string,
    private readonly index: number,
    private readonly photo: Buffer,
    private readonly random: () => number,
  ) {}

  /**
   * Gets the phone's identity from `localAddress`: the guests arrived over the afternoon, some on
   * their mobile data, so their identities were not all asked for from the venue's address in
   * one minute (each address keeps the default bound).
   */
  async arrive(localAddress: string): Promise<void> {
    const { status, body } = await postFrom(localAddress, `${this.baseUrl}/api/device`, {});
    this.token = (body as { token?: string } | undefined)?.token ?? '';
    if (!this.token) throw new Error(`phone ${this.index} got no identity (${status})`);
  }

  private headers(extra: Record<string, string> = {}) {
    return { [DEVICE_HEADER]: this.token, ...extra };
  }

  private call(kind: string, method: string, path: string, body?: unknown, key?: string) {
    return send(this.sent, kind, `${this.baseUrl}${path}`, {
      method,
      headers: this.headers(key ? { [IDEMPOTENCY_KEY_HEADER]: key } : {}),
      body,
    });
  }

  /** Everything the phone does within `seconds`, each action started at a random time. */
  async reception(seconds: number, momentIds: () => string[]): Promise<void> {
    const window = seconds * 1000 * 0.9;
    const when = () => this.random() * window;
    const name = `Guest ${this.index}`;
    await Promise.all([
      at(when()).then(() =>
        this.call(
          'moment',
          'POST',
          '/api/live-wedding-moments',
          {
            guestName: name,
            content: `Cheers from table ${this.index % 30}!`,
          },
          randomBytes(16).toString('hex'),
        ),
      ),
      ...[0, 1, 2].map(() =>
        at(when()).then(() => {
          const ids = momentIds();
          const id = ids[Math.floor(this.random() * ids.length)];
          return this.call('like', 'POST', `/api/live-wedding-moments/${id}/like`, {});
        }),
      ),
      at(when()).then(() => this.trivia(name)),
      at(when()).then(() =>
        this.call('rsvp', 'POST', '/api/rsvp', {
          firstName: 'Guest',
          lastName: `Number ${this.index}`,
          email: `guest${this.index}@example.com`,
          attending: true,
          guestCount: 1 + (this.index % 3),
        }),
      ),
      at(when()).then(() => this.uploadPhoto(name)),
    ]);
  }

  private async trivia(playerName: string): Promise<void> {
    const generated = await this.call('trivia', 'POST', '/api/games/generate-trivia', {
      playerName,
    });
    const issued = generated.json as {
      session?: { id: string };
      questions?: { options: string[] }[];
    };
    if (!issued?.session || !issued.questions) return;
    for (const [questionIndex, question] of issued.questions.entries()) {
      const answer = Math.floor(this.random() * question.options.length);
      await this.call(
        'trivia',
        'PUT',
        `/api/games/sessions/${issued.session.id}`,
        { action: 'answer', questionIndex, answer },
        randomBytes(16).toString('hex'),
      );
    }
  }

  private async uploadPhoto(guestName: string): Promise<void> {
    const presigned = await this.call('photo', 'POST', '/api/objects/upload', {
      contentType: 'image/jpeg',
      size: this.photo.length,
    });
    const upload = presigned.json as { uploadURL?: string; headers?: Record<string, string> };
    if (!upload?.uploadURL) return;
    const started = performance.now();
    let status = 0;
    try {
      const put = await fetch(upload.uploadURL, {
        method: 'PUT',
        headers: upload.headers,
        body: new Uint8Array(this.photo),
      });
      status = put.status;
      await put.arrayBuffer();
    } catch {
      status = 0;
    }
    this.sent.push({ kind: 'photo', status, ms: performance.now() - started });
    // Every other guest changes their mind and leaves the upload unconfirmed.
    if (this.index % 2 === 0) {
      await this.call('photo', 'PUT', '/api/guest-photos', {
        photoURL: upload.uploadURL,
        guestName,
        caption: 'At the reception',
      });
    }
  }
}

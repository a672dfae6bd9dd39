import type { z } from 'zod';

// Zod-free on purpose (types only): the guest's first screen imports this without loading zod.

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call an endpoint; the server enforces it, the client only uses it to decide what to
 * show. 'signed-in': a guest signed in with their invitation, or an organizer (never a bare device).
 * 'quiz-host': an organizer, or the session of a live-quiz host link (protocol/quiz.ts).
 */
export type Access = 'public' | 'signed-in' | 'organizer' | 'quiz-host';

/** What a 'signed-in' endpoint answers (401) to anyone else. */
export const SIGN_IN_REQUIRED_MESSAGE =
  'Sign in with your invitation to use this. Organizers: sign in to the dashboard.';

/**
 * Which allowance a guest write (a public endpoint with a method other than GET) draws from:
 * 'standard' (the default: a moment, a guest book note, an RSVP, a gift), 'light' for cheap taps
 * a guest repeats quickly (a like), 'ai' for calls that run the AI endpoint (a speech, a
 * translation: slow and paid for, so fewer per device), or 'none' for an endpoint limited only by
 * its `ownLimit` (or not at all). Organizers are never limited.
 */
export type WriteLimit = 'standard' | 'light' | 'ai' | 'none';

/**
 * A limiter of its own, run before the write allowance (server/lib/http/rate-limit.ts; all count
 * in the one limit store, Redis when configured): failed organizer and guest sign-ins, new device
 * identities per address, and subscribe requests (each may send an e-mail).
 */
export type OwnLimit = 'organizer-sign-in' | 'guest-sign-in' | 'device-issuance' | 'newsletter';

/**
 * Who, besides invited guests and organizers, may still call an endpoint while the site is
 * invite-only: 'everyone' (the welcome, signing in and out, the wedding's basic facts, the links
 * of the update e-mails), or 'projector-screens' (what a projector link's screen reads: the wall
 * and the leaderboard). Absent: nobody else (403), so a new endpoint starts closed. Signed-in and
 * organizer reads answer 401 to a stranger on their own.
 */
export type InviteOnlyOpenness = 'everyone' | 'projector-screens';

/** What a refused guest write answers (429), with a Retry-After header in seconds. */
export const TOO_MANY_WRITES_MESSAGE =
  'You are sending things faster than we can keep up with. Please wait a moment and try again.';

export interface Endpoint<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> {
  method: HttpMethod;
  /** Express-style path, e.g. `/api/live-wedding-moments/:id/like`. */
  path: string;
  access: Access;
  /** 'signed-in' only: what it answers (401) to anyone else, when the feature words it itself. */
  signInMessage?: string;
  params?: P;
  query?: Q;
  body?: B;
  response: R;
  /** Status of a successful answer (default 200). */
  status?: number;
  /**
   * Guest writes: the allowance this one draws from (default 'standard'). A costly read (a file
   * built on demand) draws from one only when it declares it.
   */
  writeLimit?: WriteLimit;
  /** A limiter of its own, run before the write allowance. */
  ownLimit?: OwnLimit;
  /** Who else may call it on an invite-only site; absent: closed to strangers. */
  openOnInviteOnlySite?: InviteOnlyOpenness;
  /**
   * A body larger than the API's 100 kB, parsed only once the caller has passed the access check
   * (a stranger's megabytes are never read).
   */
  maxBodyBytes?: number;
  /**
   * The answer is a file the handler streams itself, not JSON (`mountFile`); `response` is then
   * `z.unknown()`.
   */
  file?: true;
  /**
   * The request body is a file the handler reads as a stream itself (`mountUpload`: the local
   * store's signed PUTs), never parsed; `body` is then absent.
   */
  rawBody?: true;
  /**
   * Accepts an Idempotency-Key header (protocol/idempotency.ts): a replay of the same key answers
   * the original result and stores nothing twice.
   */
  idempotent?: true;
  /**
   * The write shows on the projector wall (a moment, a guest book note, a timeline message, a
   * review): anonymous ones also count against the site-wide ceiling.
   */
  showsOnProjector?: true;
  /**
   * The answer depends on who asks: it reads the viewer's guest or organizer session or the
   * device's identity (my seat, my profile, my posts, the session, a list with my private posts).
   * The service worker never stores such a read (client/features/pwa/offline-reads.ts), so a
   * shared phone never answers the next guest, offline, with the last one's. A read marked
   * 'signed-in' or 'organizer' is never stored either; server/features/personal-reads.test.ts
   * checks that every handler that reads the viewer is marked.
   */
  personal?: true;
}

export function endpoint<const E extends Endpoint>(definition: E): E {
  return definition;
}

type Infer<T> = T extends z.ZodType ? z.infer<T> : undefined;
type InferInput<T> = T extends z.ZodType ? z.input<T> : undefined;

export type ParamsOf<E extends Endpoint> = Infer<E['params']>;
export type QueryOf<E extends Endpoint> = Infer<E['query']>;
export type BodyOf<E extends Endpoint> = Infer<E['body']>;
/** What a caller sends: the schema's input (defaults may be omitted). */
export type BodyInputOf<E extends Endpoint> = InferInput<E['body']>;
export type QueryInputOf<E extends Endpoint> = InferInput<E['query']>;
export type ResponseOf<E extends Endpoint> = z.infer<E['response']>;

/** Fills `:name` segments of an endpoint path; values are URI-encoded. */
export function buildPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** Header carrying the device identity the server issued (protocol/device.ts). */
export const DEVICE_HEADER = 'x-device-id';

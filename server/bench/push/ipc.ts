/** What the push bench and its floor process say to each other. */

/** One push as the app stored it for one subscription. */
export interface FloorTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
  payload: string;
}

export interface FloorRequest {
  targets: FloorTarget[];
  vapid: { publicKey: string; privateKey: string };
  subject: string;
  topic: string;
  ttlSeconds: number;
  inFlight: number;
}

export type FloorReply =
  { type: 'ready' } | { type: 'sent'; failed: number } | { type: 'failed'; message: string };

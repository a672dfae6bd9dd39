/**
 * The push bench's floor, in a process of its own as the app's sender is: a bare web-push loop
 * sending the payloads it is given (the app's own, one per subscription) to the push service, at
 * most `inFlight` at once, with the headers the app sends. No database, no claims, no retries.
 * Trusts the loopback push service through NODE_EXTRA_CA_CERTS.
 */
import webpush from 'web-push';
import type { FloorReply, FloorRequest } from './ipc';

const reply = (message: FloorReply) => process.send?.(message);

async function sendAll(request: FloorRequest): Promise<number> {
  let next = 0;
  let failed = 0;
  const lane = async () => {
    for (let n = next++; n < request.targets.length; n = next++) {
      const target = request.targets[n]!;
      try {
        await webpush.sendNotification(
          { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
          target.payload,
          {
            vapidDetails: { subject: request.subject, ...request.vapid },
            TTL: request.ttlSeconds,
            urgency: 'high',
            topic: request.topic,
            contentEncoding: 'aes128gcm',
          },
        );
      } catch {
        failed += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: request.inFlight }, lane));
  return failed;
}

process.on('disconnect', () => process.exit(0));
process.on('message', (request: FloorRequest) => {
  sendAll(request).then(
    (failed) => reply({ type: 'sent', failed }),
    (error: unknown) => reply({ type: 'failed', message: String(error) }),
  );
});
reply({ type: 'ready' });

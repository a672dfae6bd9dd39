import { randomBytes } from 'node:crypto';
import { send, type Sent } from './honest-phone';

/** The attacker's made-up device id for one request: a new one every time. */
const madeUpId = () => randomBytes(16).toString('hex');

/**
 * One attacker on the venue's address, at a fixed rate of requests: floods moments and likes
 * under a new made-up device id each time and guesses invite codes; with `mints`, it also asks the
 * site for identities and posts under each in turn. Every request is recorded (status 0: no answer).
 */
export async function attack(
  baseUrl: string,
  {
    perSecond,
    seconds,
    momentIds,
    mints,
  }: { perSecond: number; seconds: number; momentIds: () => string[]; mints: boolean },
): Promise<Sent[]> {
  const sent: Sent[] = [];
  const kinds = mints
    ? (['moment', 'like', 'sign-in', 'identity', 'minted-moment'] as const)
    : (['moment', 'like', 'sign-in'] as const);
  const minted: string[] = [];
  const inFlight: Promise<unknown>[] = [];
  const startedAt = Date.now();
  for (let n = 0; Date.now() - startedAt < seconds * 1000; n += 1) {
    const dueAt = startedAt + (n * 1000) / perSecond;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, dueAt - Date.now())));
    const kind = kinds[n % kinds.length];
    const post = { guestName: 'Attacker', content: `Flood ${n}` };
    if (kind === 'moment') {
      inFlight.push(
        send(sent, kind, `${baseUrl}/api/live-wedding-moments`, {
          method: 'POST',
          headers: { 'x-device-id': madeUpId() },
          body: post,
        }),
      );
    } else if (kind === 'like') {
      const ids = momentIds();
      inFlight.push(
        send(sent, kind, `${baseUrl}/api/live-wedding-moments/${ids[n % ids.length]}/like`, {
          method: 'POST',
          headers: { 'x-device-id': madeUpId() },
          body: {},
        }),
      );
    } else if (kind === 'sign-in') {
      inFlight.push(
        send(sent, kind, `${baseUrl}/api/guest-auth`, {
          method: 'POST',
          body: { identifier: 'Ana', inviteCode: randomBytes(4).toString('hex').toUpperCase() },
        }),
      );
    } else if (kind === 'identity') {
      inFlight.push(
        send(sent, kind, `${baseUrl}/api/device`, { method: 'POST', body: {} }).then(({ json }) => {
          const token = (json as { token?: string } | undefined)?.token;
          if (token) minted.push(token);
        }),
      );
    } else {
      // Posts under the identities it managed to mint, a different one each time.
      const token = minted.length ? minted[n % minted.length] : madeUpId();
      inFlight.push(
        send(sent, kind, `${baseUrl}/api/live-wedding-moments`, {
          method: 'POST',
          headers: { 'x-device-id': token },
          body: post,
        }),
      );
    }
  }
  await Promise.all(inFlight);
  return sent;
}

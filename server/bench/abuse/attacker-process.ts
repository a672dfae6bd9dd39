/**
 * The attacker of `npm run bench -- abuse` in a process of its own, so that its requests do not
 * delay the honest phones' timers and answers in the bench's own event loop. Started by abuse.ts
 * with its settings in argv; answers what it sent over IPC.
 */
import { attack } from './attacker';

const [baseUrl, perSecond, seconds, mints, ...momentIds] = process.argv.slice(2);
const sent = await attack(baseUrl, {
  perSecond: Number(perSecond),
  seconds: Number(seconds),
  momentIds: () => momentIds,
  mints: mints === 'mints',
});
process.send?.(sent, () => process.exit(0));

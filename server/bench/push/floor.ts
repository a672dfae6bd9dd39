import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { FloorReply, FloorRequest } from './ipc';

/**
 * Starts the floor's sender process (trusting the push service's certificate) and answers a
 * function that sends one batch through it, resolving once every request is answered.
 */
export async function startFloorSender(
  caFile: string,
  watch: (child: { kill(): boolean }) => void,
) {
  const child = fork(fileURLToPath(new URL('./floor-process.ts', import.meta.url)), [], {
    execArgv: ['--import', 'tsx'],
    env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_EXTRA_CA_CERTS: caFile },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  watch(child);
  const next = () =>
    new Promise<FloorReply>((resolve, reject) => {
      const onExit = () => reject(new Error(`the floor process exited (${child.exitCode})`));
      child.once('exit', onExit);
      child.once('message', (message: FloorReply) => {
        child.off('exit', onExit);
        resolve(message);
      });
    });
  const ready = await next();
  if (ready.type !== 'ready')
    throw new Error(`the floor process did not start: ${JSON.stringify(ready)}`);
  return {
    async send(request: FloorRequest): Promise<{ failed: number }> {
      const answer = next();
      child.send(request);
      const reply = await answer;
      if (reply.type !== 'sent') throw new Error(`the floor failed: ${JSON.stringify(reply)}`);
      return { failed: reply.failed };
    },
    stop() {
      child.kill();
    },
  };
}

import { createRequire } from 'node:module';
import mongoose from 'mongoose';

/** The parts of the driver's internal Connection class this patch relies on. */
interface DriverConnection {
  closed: boolean;
  error: Error | null;
  once(event: 'close', listener: () => void): unknown;
  off(event: 'close', listener: () => void): unknown;
  writeCommand(command: unknown, options: unknown): Promise<void>;
}

let installed = false;

/**
 * Works around a driver bug (mongodb 6.x, still in 7.9): a command written in the instant the
 * database closes the connection, when Node has already destroyed the socket but not yet emitted
 * its 'close', never settles. Node answers such a write with `false` and reports the failure
 * only to a write callback, which the driver does not pass; the driver then waits for a 'drain'
 * that never comes. Nothing else ends that wait: the connection's cleanup on 'close' fails only
 * the command's read, a destroyed socket takes no timeout (socketTimeoutMS), and a pool clear
 * leaves checked-out connections alone. The request hung for good, holding a pooled connection.
 *
 * The patch fails such a write when its connection closes, with the connection's network error,
 * so the request gets the 503 of any other lost connection. Answers whether it is in place (false
 * if a driver upgrade renamed what it relies on; db-outage.test.ts then shows whether it is
 * still needed).
 */
export function failWritesOnClosedConnections(): boolean {
  if (installed) return true;
  // mongoose's own copy of the driver, which may not be the one `import 'mongodb'` resolves to.
  const requireFromMongoose = createRequire(createRequire(import.meta.url).resolve('mongoose'));
  let prototype: DriverConnection | undefined;
  try {
    const driver = requireFromMongoose('mongodb/lib/cmap/connection') as {
      Connection?: { prototype: DriverConnection };
    };
    prototype = driver.Connection?.prototype;
  } catch {
    return false;
  }
  if (!prototype || typeof prototype.writeCommand !== 'function') return false;
  const writeCommand = prototype.writeCommand;
  prototype.writeCommand = function (this: DriverConnection, command, options) {
    const lost = () => this.error ?? new mongoose.mongo.MongoNetworkError('connection closed');
    if (this.closed) return Promise.reject(lost());
    return new Promise<void>((resolve, reject) => {
      const onClose = () => reject(lost());
      this.once('close', onClose);
      writeCommand
        .call(this, command, options)
        .then(resolve, reject)
        .finally(() => this.off('close', onClose));
    });
  };
  installed = true;
  return true;
}

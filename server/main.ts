import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createServer } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { connectDatabase } from './lib/db';
import { createLogger } from './lib/logger';

/** How long requests already being answered (a guest's write) may take to finish on SIGTERM. */
const IN_FLIGHT_GRACE_MS = 7_000;

/** The built client: beside the bundled server in dist/, or dist/client seen from the sources. */
function findClientDir(): string | undefined {
  const candidates = ['../client', '../dist/client'].map((relative) =>
    fileURLToPath(new URL(relative, import.meta.url)),
  );
  // A built client has hashed assets; the Vite source folder (client/) has an index.html but no assets/.
  return candidates.find((dir) => existsSync(`${dir}/index.html`) && existsSync(`${dir}/assets`));
}

async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config.logLevel);
  const database = await connectDatabase({ uri: config.mongodbUri, dataDir: config.dataDir, logger });
  const server = await createServer({ config, logger, clientDir: findClientDir() });

  await new Promise<void>((resolve) => server.httpServer.listen(config.port, config.host, resolve));
  const address = server.httpServer.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  logger.info({ port }, `wedding website listening on ${config.publicUrl ?? `http://localhost:${port}`}`);

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    // Orchestrators kill after 10 s (Docker's default grace period): be gone before that.
    const force = setTimeout(() => process.exit(1), 9_000);
    force.unref();
    try {
      await server.close({ drainMs: IN_FLIGHT_GRACE_MS });
      await database.close();
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  // A start-up failure is for a person to read: the message, not a stack of internals.
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

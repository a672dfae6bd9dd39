import { pino, type Logger } from 'pino';

export type { Logger };

export function createLogger(level: string): Logger {
  return pino({
    level,
    // Secrets that travel in headers never reach the logs.
    redact: [
      'req.headers.cookie',
      'req.headers.authorization',
      'req.headers["x-author-token"]',
      'res.headers["set-cookie"]',
    ],
  });
}

/**
 * A database too busy to answer now (FerretDB on SQLite: 'database is locked' when writers queue up;
 * MongoDB: a write conflict), whose write did not happen: worth trying again after a pause.
 */
export function isTransientDbError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /SQLITE_BUSY|database is locked|WriteConflict|ECONNRESET/i.test(message);
}

/**
 * Runs a database call, trying it again a few times (50, 100, 200, 400 ms apart) while the database
 * is busy. Only for calls that are safe to repeat: a conditional update, an insert under a unique
 * index, a read.
 */
export async function retryWhileBusy<T>(call: () => Promise<T>, retries = 4): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await call();
    } catch (error) {
      if (attempt >= retries || !isTransientDbError(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 * 2 ** attempt));
    }
  }
}

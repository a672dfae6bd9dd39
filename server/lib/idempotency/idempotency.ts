import { createHash } from 'node:crypto';
import type { Request } from 'express';
import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
  IDEMPOTENCY_MESSAGES,
} from '../../../protocol/idempotency';
import { HttpError, badRequest, isDuplicateKey } from '../http/errors';
import { retryWhileBusy } from '../transient-db';
import { IdempotencyRecordModel, IdempotencyResponseModel, type IdempotencyRecord } from './model';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** JSON with object keys sorted, so the same request always hashes the same. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** The Idempotency-Key of a request, undefined without one; a malformed key is a 400. */
export function idempotencyKeyOf(req: Request): string | undefined {
  const key = req.get(IDEMPOTENCY_KEY_HEADER);
  if (key === undefined) return undefined;
  if (!IDEMPOTENCY_KEY_PATTERN.test(key)) throw badRequest(IDEMPOTENCY_MESSAGES.invalidKey);
  return key;
}

export interface IdempotentWrite {
  /** The kind of write, e.g. 'moments.create'. */
  scope: string;
  /** The client's key; without one the write simply runs. */
  key: string | undefined;
  /** What was asked (params and body): a key replayed with a different request is refused. */
  request: unknown;
}

export interface IdempotencyOptions {
  /** How long a replay waits for the first request with its key to finish. */
  waitMs?: number;
  /** After this long a pending claim is presumed abandoned (its process died) and taken over. */
  staleMs?: number;
  pollMs?: number;
}

const DEFAULTS = { waitMs: 10_000, staleMs: 120_000, pollMs: 50 };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Where the answer of the claim made at `claimedAt` is kept. */
const responseIdOf = (recordId: unknown, claimedAt: Date) =>
  `${String(recordId)}:${claimedAt.getTime()}`;

/** The kept answer of a record's current claim, if its write has finished. */
async function keptAnswer(record: IdempotencyRecord): Promise<{ response: unknown } | null> {
  if (record.state === 'done') return { response: record.response };
  return IdempotencyResponseModel.findById(responseIdOf(record._id, record.claimedAt)).lean<{
    response: unknown;
  }>();
}

/**
 * Runs a write once per key. The first request claims the key (an insert under an id that follows
 * from scope and key: whichever concurrent request inserts first has it), runs the write, and keeps
 * its answer; any later request with that key gets the kept answer without running the write, so
 * nothing is stored or published twice. A request arriving while the first still runs waits for
 * its answer. A write that fails releases the key: the client may try again. The answer must be
 * plain JSON (a presented document). Claims and answers are inserts and reads by `_id` only, which
 * every MongoDB-compatible server answers without scanning (FerretDB 1.x scans for anything else).
 *
 * The one gap: a process dying between the write and keeping its answer leaves a pending claim;
 * after `staleMs` it is taken over and the write runs again.
 */
export async function runOnce<T>(
  write: IdempotentWrite,
  run: () => Promise<T>,
  options: IdempotencyOptions = {},
): Promise<T> {
  if (write.key === undefined) return run();
  const { waitMs, staleMs, pollMs } = { ...DEFAULTS, ...options };
  const scope = write.scope;
  const keyHash = sha256(write.key);
  const _id = `${scope}:${keyHash}`;
  const requestHash = sha256(canonical(write.request));
  const deadline = Date.now() + waitMs;

  for (;;) {
    const claimedAt = new Date();
    let claimed = false;
    try {
      await retryWhileBusy(() =>
        IdempotencyRecordModel.create({ _id, scope, keyHash, requestHash, state: 'pending', claimedAt }),
      );
      claimed = true;
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
    }
    if (!claimed) {
      const existing =
        (await IdempotencyRecordModel.findById(_id).lean<IdempotencyRecord>()) ??
        // A key claimed before ids followed from it.
        (await IdempotencyRecordModel.findOne({ scope, keyHash }).lean<IdempotencyRecord>());
      if (!existing) continue; // released by a failed first attempt: claim it now
      if (existing.requestHash !== requestHash) {
        throw new HttpError(422, IDEMPOTENCY_MESSAGES.reusedKey);
      }
      const kept = await keptAnswer(existing);
      if (kept) return kept.response as T;
      if (Date.now() - existing.claimedAt.getTime() > staleMs) {
        const { modifiedCount } = await IdempotencyRecordModel.updateOne(
          { _id: existing._id, state: 'pending', claimedAt: existing.claimedAt },
          { $set: { claimedAt } },
        );
        claimed = modifiedCount === 1;
      }
      if (!claimed) {
        if (Date.now() > deadline) throw new HttpError(503, IDEMPOTENCY_MESSAGES.stillSaving);
        await sleep(pollMs);
        continue;
      }
      return finishClaim(existing._id, claimedAt, run);
    }
    return finishClaim(_id, claimedAt, run);
  }
}

/** Runs the write of a claim this request holds, and keeps its answer (or releases the claim). */
async function finishClaim<T>(recordId: unknown, claimedAt: Date, run: () => Promise<T>): Promise<T> {
  let result: T;
  try {
    result = await run();
  } catch (error) {
    // Nothing was kept: the key is free for the client's next attempt.
    await retryWhileBusy(() =>
      IdempotencyRecordModel.deleteOne({ _id: recordId, state: 'pending', claimedAt }),
    ).catch(() => undefined);
    throw error;
  }
  // Safe to repeat while the database is busy: a second insert of this claim's answer is refused.
  await retryWhileBusy(() =>
    IdempotencyResponseModel.create({
      _id: responseIdOf(recordId, claimedAt),
      response: JSON.parse(JSON.stringify(result)) as unknown,
    }),
  ).catch((error: unknown) => {
    if (!isDuplicateKey(error)) throw error;
  });
  return result;
}

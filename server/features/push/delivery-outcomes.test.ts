import mongoose, { Types } from 'mongoose';
import { describe, expect, it } from 'vitest';
import { WriteBatcher, writeOutcomes, type DeliveryOutcome } from './delivery-outcomes';
import { PushDeliveryModel } from './model';
import type { PushOutcome } from './sender';

/** Queued delivery records of a key of their own. */
async function queued(count: number) {
  const key = new Types.ObjectId().toString();
  const docs = await PushDeliveryModel.insertMany(
    Array.from({ length: count }, (_, n) => ({
      announcementId: key,
      subscriptionId: new Types.ObjectId(),
      endpoint: `https://push.example/${key}/${n}`,
      p256dh: 'p',
      auth: 'a',
      payload: '{}',
    })),
  );
  return docs.map((doc) => doc._id);
}

const sent: PushOutcome = { status: 'sent', attempts: 1 };
const statusOf = async (id: Types.ObjectId) =>
  (await PushDeliveryModel.findById(id).lean())?.status;

describe('WriteBatcher', () => {
  it('writes one batch at a time, in order, and answers each caller after its own write', async () => {
    const ids = await queued(7);
    const log: string[] = [];
    const batcher = new WriteBatcher<DeliveryOutcome>(
      async (items) => {
        log.push(`write ${items.map((item) => ids.indexOf(item.deliveryId)).join(',')}`);
        await writeOutcomes(items);
        log.push('written');
      },
      { windowMs: 5, maxSize: 3 },
    );
    const answered = ids.map((id, n) =>
      batcher.add({ deliveryId: id, outcome: sent }).then(async () => {
        log.push(`answered ${n}`);
        // Its record is set by the time its caller hears back.
        expect(await statusOf(id)).toBe('sent');
      }),
    );
    await Promise.all(answered);
    // A write starts once the one before it ended, with the items in the order they came.
    expect(log.filter((entry) => !entry.startsWith('answered'))).toEqual([
      'write 0,1,2',
      'written',
      'write 3,4,5',
      'written',
      'write 6',
      'written',
    ]);
    // Each caller hears back after its own batch was written, in the order they came.
    const written = log.flatMap((entry, at) => (entry === 'written' ? [at] : []));
    const answeredAt = ids.map((_, n) => log.indexOf(`answered ${n}`));
    expect(answeredAt).toEqual([...answeredAt].sort((x, y) => x - y));
    answeredAt.forEach((at, n) => expect(at).toBeGreaterThan(written[Math.floor(n / 3)]!));
  });

  it('caps a batch at its size and gathers those arriving within its window', async () => {
    const ids = await queued(121);
    const sizes: number[] = [];
    const batcher = new WriteBatcher<DeliveryOutcome>(
      async (items) => {
        sizes.push(items.length);
        await writeOutcomes(items);
      },
      { windowMs: 50, maxSize: 50 },
    );
    await Promise.all(
      ids.slice(0, 120).map((id) => batcher.add({ deliveryId: id, outcome: sent })),
    );
    expect(sizes).toEqual([50, 50, 20]);
    // One alone goes when its window closes.
    await batcher.add({ deliveryId: ids[120]!, outcome: sent });
    expect(sizes).toEqual([50, 50, 20, 1]);
    expect(await PushDeliveryModel.countDocuments({ _id: { $in: ids }, status: 'sent' })).toBe(121);
  });

  it('rejects every caller of a failed write, and writes the next batch as usual', async () => {
    const collection = mongoose.connection.collection<{ _id: string }>('write_batcher_test');
    await collection.insertOne({ _id: 'taken' });
    const batcher = new WriteBatcher<string>(
      async (ids) =>
        void (await collection.insertMany(
          ids.map((_id) => ({ _id })),
          { ordered: false },
        )),
      { windowMs: 5, maxSize: 3 },
    );
    const failed = ['x1', 'taken', 'x2'].map((id) => batcher.add(id));
    const next = batcher.add('y1');
    const results = await Promise.allSettled(failed);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect((results[0] as PromiseRejectedResult).reason).toMatchObject({ code: 11000 });
    await expect(next).resolves.toBeUndefined();
    expect(await collection.countDocuments({ _id: 'y1' })).toBe(1);
  });
});

describe('writeOutcomes', () => {
  it('sets each queued record to its own outcome and keeps one another run set', async () => {
    const [a, b, c, d, done] = await queued(5);
    await PushDeliveryModel.updateOne({ _id: done }, { $set: { status: 'failed', reason: 'x' } });
    await writeOutcomes([
      { deliveryId: a!, outcome: sent },
      { deliveryId: b!, outcome: { status: 'failed', attempts: 4, reason: 'HTTP 503' } },
      { deliveryId: c!, outcome: { status: 'removed', attempts: 1, reason: 'HTTP 410' } },
      { deliveryId: d!, outcome: { status: 'sent', attempts: 2 } },
      { deliveryId: done!, outcome: sent },
    ]);
    const records = await PushDeliveryModel.find({ _id: { $in: [a, b, c, d, done] } })
      .sort({ _id: 1 })
      .lean();
    expect(records.map(({ status, attempts, reason }) => ({ status, attempts, reason }))).toEqual([
      { status: 'sent', attempts: 1, reason: undefined },
      { status: 'failed', attempts: 4, reason: 'HTTP 503' },
      { status: 'removed', attempts: 1, reason: 'HTTP 410' },
      { status: 'sent', attempts: 2, reason: undefined },
      { status: 'failed', attempts: 0, reason: 'x' },
    ]);
  });
});

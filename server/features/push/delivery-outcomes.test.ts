import mongoose, { Types } from 'mongoose';
import { describe, expect, it } from 'vitest';
import { WriteBatcher, writeOutcomes, type DeliveryOutcome } from './delivery-outcomes';
import { PushDeliveryModel, PushOutcomeModel } from './model';
import type { PushOutcome } from './sender';

/** Delivery records (pushes still to send) of a key of their own. */
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
  return docs.map(({ _id, announcementId, subscriptionId }) => ({
    _id,
    announcementId,
    subscriptionId,
  }));
}

const sent: PushOutcome = { status: 'sent', attempts: 1 };
type Delivery = Awaited<ReturnType<typeof queued>>[number];
const statusOf = async (delivery: Delivery) =>
  (await PushOutcomeModel.findById(delivery._id).lean())?.status;

describe('WriteBatcher', () => {
  it('writes one batch at a time, in order, and answers each caller after its own write', async () => {
    const ids = await queued(7);
    const log: string[] = [];
    const batcher = new WriteBatcher<DeliveryOutcome>(
      async (items) => {
        log.push(`write ${items.map((item) => ids.indexOf(item.delivery)).join(',')}`);
        await writeOutcomes(items);
        log.push('written');
      },
      { windowMs: 5, maxSize: 3 },
    );
    const answered = ids.map((id, n) =>
      batcher.add({ delivery: id, outcome: sent }).then(async () => {
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
    await Promise.all(ids.slice(0, 120).map((id) => batcher.add({ delivery: id, outcome: sent })));
    expect(sizes).toEqual([50, 50, 20]);
    // One alone goes when its window closes.
    await batcher.add({ delivery: ids[120]!, outcome: sent });
    expect(sizes).toEqual([50, 50, 20, 1]);
    expect(
      await PushOutcomeModel.countDocuments({
        _id: { $in: ids.map((d) => d._id) },
        status: 'sent',
      }),
    ).toBe(121);
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
  it("records each push's own outcome and keeps one another run recorded first", async () => {
    const [a, b, c, d, done] = await queued(5);
    await writeOutcomes([
      { delivery: done!, outcome: { status: 'failed', attempts: 1, reason: 'x' } },
    ]);
    await writeOutcomes([
      { delivery: a!, outcome: sent },
      { delivery: b!, outcome: { status: 'failed', attempts: 4, reason: 'HTTP 503' } },
      { delivery: c!, outcome: { status: 'removed', attempts: 1, reason: 'HTTP 410' } },
      { delivery: d!, outcome: { status: 'sent', attempts: 2 } },
      { delivery: done!, outcome: sent },
    ]);
    const records = await PushOutcomeModel.find({
      _id: { $in: [a, b, c, d, done].map((r) => r!._id) },
    })
      .sort({ _id: 1 })
      .lean();
    expect(
      records.map(({ status, attempts, reason, announcementId, subscriptionId }) => ({
        status,
        attempts,
        reason,
        announcementId,
        subscriptionId: subscriptionId.toString(),
      })),
    ).toEqual(
      [
        { status: 'sent', attempts: 1, reason: undefined },
        { status: 'failed', attempts: 4, reason: 'HTTP 503' },
        { status: 'removed', attempts: 1, reason: 'HTTP 410' },
        { status: 'sent', attempts: 2, reason: undefined },
        { status: 'failed', attempts: 1, reason: 'x' },
      ].map((outcome, n) => ({
        ...outcome,
        announcementId: a!.announcementId,
        subscriptionId: [a, b, c, d, done][n]!.subscriptionId.toString(),
      })),
    );
  });

  it('records one outcome per push however often it is written', async () => {
    const [a] = await queued(1);
    await Promise.all([
      writeOutcomes([{ delivery: a!, outcome: sent }]),
      writeOutcomes([{ delivery: a!, outcome: { status: 'failed', attempts: 4, reason: 'x' } }]),
    ]);
    await writeOutcomes([{ delivery: a!, outcome: sent }]);
    expect(await PushOutcomeModel.countDocuments({ _id: a!._id })).toBe(1);
  });
});

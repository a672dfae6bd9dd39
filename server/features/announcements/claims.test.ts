import { Types } from 'mongoose';
import { describe, expect, it } from 'vitest';
import { claim, isClaimed } from './claims';
import { AnnouncementClaimModel, SmsSendModel } from './model';
import { claimSends } from './send-log';

describe('claims', () => {
  it('let exactly one of many simultaneous callers win', async () => {
    await AnnouncementClaimModel.init();
    for (let round = 0; round < 5; round += 1) {
      const key = `race-${round}`;
      const results = await Promise.all(Array.from({ length: 12 }, () => claim(key)));
      expect(results.filter(Boolean)).toHaveLength(1);
      expect(await isClaimed(key)).toBe(true);
    }
    expect(await isClaimed('never')).toBe(false);
  });

  it('give each message to one of several deliveries claiming batches at once', async () => {
    await SmsSendModel.init();
    const announcementId = new Types.ObjectId();
    const numbers = Array.from({ length: 60 }, (_, n) => ({
      to: `+1415200${1000 + n}`,
      body: 'Bus\nLeaves at 5',
    }));
    // Three deliveries claim overlapping batches at the same time.
    const got = await Promise.all([
      claimSends(announcementId, numbers.slice(0, 40)),
      claimSends(announcementId, numbers.slice(20, 60)),
      claimSends(announcementId, numbers),
    ]);
    const claimed = got.flat().map(({ to }) => to);
    expect(claimed.sort()).toEqual(numbers.map(({ to }) => to).sort());
    expect(await SmsSendModel.countDocuments({ announcementId })).toBe(60);
    // Claimed once, never again.
    expect(await claimSends(announcementId, numbers.slice(0, 5))).toEqual([]);
  });
});

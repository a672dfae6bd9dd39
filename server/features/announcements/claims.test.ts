import { describe, expect, it } from 'vitest';
import { claim, isClaimed } from './claims';
import { AnnouncementClaimModel } from './model';

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
});

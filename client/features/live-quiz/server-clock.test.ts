import { describe, expect, it } from 'vitest';
import { barShares, groupByTable } from './layout';
import { countdownAt, withServerOffset } from './server-clock';
import { live, lobbyRun, questionRun } from './test-support';

describe('the countdown on the server’s clock', () => {
  it('takes the offset from the answer’s serverNow and the moment it arrived', () => {
    const view = withServerOffset(live(null, 10_000_000), 9_000_000);
    expect(view.offsetMs).toBe(1_000_000);
  });

  it('counts down to the server’s close, whatever this screen’s clock says', () => {
    const serverNow = 50_000_000;
    const run = questionRun(serverNow, 12_000);
    // This screen is 40 minutes behind: offset +2 400 000 ms.
    const offset = 2_400_000;
    const here = serverNow - offset;
    expect(countdownAt(run, offset, here)).toEqual({
      remainingMs: 12_000,
      fraction: 0.6,
      seconds: 12,
      paused: false,
    });
    expect(countdownAt(run, offset, here + 11_500)?.seconds).toBe(1);
    expect(countdownAt(run, offset, here + 12_000)?.seconds).toBe(0);
    // Past the close it stays at zero; before the open it never shows more than the limit.
    expect(countdownAt(run, offset, here + 60_000)?.remainingMs).toBe(0);
    expect(countdownAt(run, offset, here - 60_000)?.remainingMs).toBe(20_000);
    // Read on this screen's clock alone, the question would look long closed.
    expect(countdownAt(run, 0, here)?.remainingMs).toBe(20_000);
    expect(countdownAt(run, 0, serverNow + offset)?.remainingMs).toBe(0);
  });

  it('stands still on what was left while paused', () => {
    const run = questionRun(1_000_000, 12_000, { paused: true, remainingMs: 4_200 });
    const at = (now: number) => countdownAt(run, 0, now);
    expect(at(0)).toEqual({ remainingMs: 4_200, fraction: 0.21, seconds: 5, paused: true });
    expect(at(9_999_999)).toEqual(at(0));
  });

  it('is none outside a question', () => {
    expect(countdownAt(lobbyRun(), 0, 0)).toBeNull();
  });
});

describe('the reveal’s bars', () => {
  it('are sized against the most chosen answer, flat when nobody answered', () => {
    expect(barShares([4, 0, 8, 2])).toEqual([0.5, 0, 1, 0.25]);
    expect(barShares([0, 0])).toEqual([0, 0]);
  });
});

describe('the lobby’s tables', () => {
  it('group the newest players by table, unseated players last', () => {
    const player = (name: string, tableName: string | null) => ({
      playerId: name,
      name,
      nameTag: null,
      tableName,
    });
    const groups = groupByTable([
      player('Ana', null),
      player('Leo', 'Table 2'),
      player('Eva', 'Table 1'),
      player('Bo', 'Table 2'),
    ]);
    expect(groups.map((group) => [group.table, group.players.map((p) => p.name)])).toEqual([
      ['Table 2', ['Leo', 'Bo']],
      ['Table 1', ['Eva']],
      [null, ['Ana']],
    ]);
  });
});

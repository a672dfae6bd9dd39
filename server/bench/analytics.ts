/**
 * `npm run bench -- analytics [runs]`: how long the organizer's analytics snapshot takes to compute
 * for a full wedding (1000 guests, 1000 RSVPs, 600 moments, 300 guest book entries and 400 games
 * today), read straight from the database the way GET /api/admin/analytics does.
 */
import { performance } from 'node:perf_hooks';
import mongoose from 'mongoose';
import { guestCategories, rsvpStatuses } from '../../protocol/admin-guests';
import '../features/models';
import { computeSnapshot } from '../features/analytics/compute';
import { analyticsSnapshot } from '../features/analytics/service';
import { seedStoredGameSessionRows } from '../features/games/seed';
import { seedStoredGuestBookRows } from '../features/guestbook/seed';
import { seedStoredGuestRows, storedGuests } from '../features/guests/seed';
import { seedStoredMomentRows, storedMoments } from '../features/moments/seed';
import { seedStoredRsvpRows, storedRsvps } from '../features/rsvp/seed';
import { benchMongo, median, runsArg } from './support/app';

const DIETS = ['Vegetarian', 'vegan', 'Gluten free', 'nut-free; vegetarian', 'none', '', 'Halal'];

async function seed(now: Date): Promise<void> {
  const minutesAgo = (n: number) => new Date(now.getTime() - n * 60_000);
  await seedStoredGuestRows(
    Array.from({ length: 1000 }, (_, i) => ({
      firstName: `Guest${i}`,
      lastName: 'Bench',
      email: `guest${i}@bench.example`,
      inviteCode: `BENCH${String(i).padStart(5, '0')}`,
      rsvpStatus: rsvpStatuses[i % 3],
      category: guestCategories[i % 4],
      plusOne: i % 5 === 0,
      dietaryRestrictions: DIETS[i % DIETS.length],
      isAuthenticated: i % 2 === 0,
      invitationSent: true,
      createdAt: minutesAgo(i * 60),
      updatedAt: minutesAgo(i * 30),
    })),
  );
  await seedStoredRsvpRows(
    Array.from({ length: 1000 }, (_, i) => ({
      firstName: `Guest${i}`,
      lastName: 'Bench',
      email: `guest${i}@bench.example`,
      attending: i % 4 !== 0,
      createdAt: minutesAgo(i * 90),
      updatedAt: minutesAgo(i * 45),
    })),
  );
  const today = (count: number) => Array.from({ length: count }, (_, i) => minutesAgo(i % 600));
  await seedStoredMomentRows(
    today(600).map((createdAt, i) => ({
      guestName: `G${i}`,
      content: 'x',
      momentType: 'text',
      isPublic: true,
      likes: 0,
      createdAt,
    })),
  );
  await seedStoredGuestBookRows(
    today(300).map((createdAt, i) => ({
      guestName: `G${i}`,
      message: 'Congratulations!',
      status: 'published',
      createdAt,
    })),
  );
  await seedStoredGameSessionRows(
    today(400).map((createdAt, i) => ({
      gameType: 'trivia',
      playerId: new mongoose.Types.ObjectId(),
      playerName: `G${i}`,
      score: 0,
      completed: false,
      createdAt,
    })),
  );
}

export default async function analytics(args: string[]): Promise<void> {
  const runs = runsArg(args, 20);
  const mongo = await benchMongo();
  await mongoose.connect(mongo.uri, { dbName: `bench_analytics_${process.pid}`, autoIndex: false });
  try {
    const now = new Date();
    await seed(now);
    await analyticsSnapshot(now); // warm-up: seeds the settings document, warms the connection
    const times: number[] = [];
    for (let run = 0; run < runs; run++) {
      const started = performance.now();
      const snapshot = await analyticsSnapshot(now);
      times.push(performance.now() - started);
      if (snapshot.counters.total !== 1000) throw new Error('the bench data did not load');
    }
    const sorted = [...times].sort((a, b) => a - b);
    console.log(
      `Analytics snapshot, 1000 guests + 1000 RSVPs + 1300 activity rows (${runs} runs): ` +
        `median ${median(times).toFixed(1)} ms, min ${sorted[0].toFixed(1)} ms, max ${sorted[sorted.length - 1].toFixed(1)} ms`,
    );
    // The Node share of it: the same computation over documents already in memory.
    const [guests, rsvps] = await Promise.all([storedGuests(), storedRsvps()]);
    const instants = (await storedMoments({}, { createdAt: 1 })).map((m) => m.createdAt);
    const computeTimes: number[] = [];
    for (let run = 0; run < runs; run++) {
      const started = performance.now();
      computeSnapshot({
        guests: guests as never,
        rsvps,
        activity: {
          moments: instants,
          guestbook: instants.slice(0, 300),
          games: instants.slice(0, 400),
        },
        timeZone: 'America/New_York',
        now,
      });
      computeTimes.push(performance.now() - started);
    }
    console.log(`  of which computing in Node: median ${median(computeTimes).toFixed(1)} ms`);
  } finally {
    await mongoose.connection.dropDatabase();
    await mongoose.disconnect();
    await mongo.stop();
  }
}

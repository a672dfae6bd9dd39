import { MongoClient } from 'mongodb';
import { percentile, sleep } from '../support/local';

export interface InsertFloor {
  p50: number;
  p99: number;
  count: number;
}

/**
 * The database's part of a moment's path with nothing else: the bare driver inserting a
 * moment-shaped document into the same database server, one at a time at the bench's rate. A
 * moment cannot reach the walls sooner than a bare broadcast plus this one insert (and the HTTP
 * request around it), so the pair is the floor the moments/bare ratio is read against.
 */
export async function measureInsertFloor(
  mongoUri: string,
  dbName: string,
  options: { count: number; rate: number },
): Promise<InsertFloor> {
  const client = new MongoClient(mongoUri);
  await client.connect();
  const collection = client.db(dbName).collection('bench_insert_floor');
  const latencies: number[] = [];
  try {
    for (let i = 0; i < options.count; i++) {
      const started = performance.now();
      await collection.insertOne({
        guestName: 'Bench guest',
        content: `A moment from the insert floor, number ${i}, about as long as a guest's.`,
        momentType: 'text',
        hashtags: [],
        isPublic: true,
        likes: 0,
        status: 'published',
        authorTokenHash: 'f'.repeat(64),
        createdAt: new Date(),
        updatedAt: new Date(),
      });
      latencies.push(performance.now() - started);
      await sleep(1000 / options.rate);
    }
    await collection.drop();
  } finally {
    await client.close();
  }
  return { p50: percentile(latencies, 50), p99: percentile(latencies, 99), count: latencies.length };
}

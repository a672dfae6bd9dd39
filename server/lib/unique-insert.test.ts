import mongoose from 'mongoose';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertEach, insertIgnoringDuplicates } from './unique-insert';

const collection = () => mongoose.connection.collection('unique_insert_test');

beforeAll(async () => {
  await collection().createIndex({ key: 1 }, { unique: true });
});

describe('insertEach', () => {
  it('answers, for each document, whether it was inserted', async () => {
    await collection().insertOne({ key: 'taken' });
    const inserted = await insertEach(collection(), [
      { key: 'fresh' },
      { key: 'taken' },
      { key: 'fresh' },
      { key: 'other' },
    ]);
    expect(inserted).toEqual([true, false, false, true]);
    const keys = (await collection().find({}).toArray()).map((doc) => doc.key as string);
    expect(keys.sort()).toEqual(['fresh', 'other', 'taken']);
  });

  it('answers false for a lone duplicate and nothing for no documents', async () => {
    await collection().insertOne({ key: 'single' });
    expect(await insertEach(collection(), [{ key: 'single' }])).toEqual([false]);
    expect(await insertEach(collection(), [])).toEqual([]);
  });

  it('throws any failure other than a duplicate key', async () => {
    await expect(insertEach(collection(), [{ key: 'fine' }, { $notAField: 1 }])).rejects.toThrow();
  });
});

describe('insertIgnoringDuplicates', () => {
  it('keeps the documents already there as they are', async () => {
    await collection().insertOne({ key: 'kept', version: 1 });
    await insertIgnoringDuplicates(collection(), [{ key: 'kept', version: 2 }, { key: 'added' }]);
    expect(await collection().findOne({ key: 'kept' })).toMatchObject({ version: 1 });
    expect(await collection().findOne({ key: 'added' })).not.toBeNull();
  });
});

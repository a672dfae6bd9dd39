import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { inOrder, type OutboxItem, type OutboxStore } from './store';

interface OutboxDb extends DBSchema {
  items: { key: string; value: OutboxItem };
}

const DB_NAME = 'wedding-outbox';

/** The outbox in IndexedDB: it survives reloads, closed tabs and a phone restarting the browser. */
export class IdbOutboxStore implements OutboxStore {
  private db: Promise<IDBPDatabase<OutboxDb>> | undefined;

  private open(): Promise<IDBPDatabase<OutboxDb>> {
    this.db ??= openDB<OutboxDb>(DB_NAME, 1, {
      upgrade(db) {
        db.createObjectStore('items', { keyPath: 'key' });
      },
    });
    return this.db;
  }

  async all(): Promise<OutboxItem[]> {
    return inOrder(await (await this.open()).getAll('items'));
  }

  async put(item: OutboxItem): Promise<void> {
    await (await this.open()).put('items', item);
  }

  async delete(key: string): Promise<void> {
    await (await this.open()).delete('items', key);
  }
}

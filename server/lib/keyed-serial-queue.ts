/**
 * Runs tasks that share a key one after another (tasks with different keys run in parallel).
 * Used for likes: FerretDB 1.x applies `$inc` as an unisolated read-modify-write (100 concurrent
 * increments of one document were measured to count 5), so increments of one moment are not sent
 * concurrently from this process. On MongoDB `$inc` is atomic on its own, which is what keeps
 * several processes behind a load balancer exact.
 */
export class KeyedSerialQueue {
  private readonly tails = new Map<string, Promise<unknown>>();

  run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    const result = previous.then(task, task);
    const tail = result.catch(() => undefined);
    this.tails.set(key, tail);
    void tail.then(() => {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    });
    return result;
  }
}

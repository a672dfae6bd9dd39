import yauzl from 'yauzl';

/** Every entry of a ZIP (tests' ZIPs are small), by name. */
export function unzip(buffer: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error ?? new Error('no zip'));
      const entries = new Map<string, Buffer>();
      zip.on('error', reject);
      zip.on('end', () => resolve(entries));
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return reject(streamError ?? new Error('no stream'));
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('error', reject);
          stream.on('end', () => {
            entries.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.readEntry();
    });
  });
}

/** The ZIP's entries in the order they were written. */
export function entryOrder(entries: Map<string, Buffer>): string[] {
  return [...entries.keys()];
}

/**
 * Builds a keepsake through the organizers' routes (start, then the status until the build is no
 * longer running) and answers the finished ZIP's entries.
 */
export async function buildThroughRoutes(
  url: string,
  cookie: string,
  options: Record<string, unknown>,
): Promise<Map<string, Buffer>> {
  const started = await fetch(`${url}/api/admin/keepsake`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify(options),
  });
  if (started.status !== 202) throw new Error(`start answered ${started.status}`);
  for (let i = 0; i < 600; i += 1) {
    const status = (await (
      await fetch(`${url}/api/admin/keepsake`, { headers: { cookie } })
    ).json()) as { job: { state: string; error: string | null } | null };
    if (status.job && status.job.state !== 'running') {
      if (status.job.state !== 'done') throw new Error(`the build failed: ${status.job.error}`);
      const zip = await fetch(`${url}/api/admin/keepsake/download`, { headers: { cookie } });
      return unzip(Buffer.from(await zip.arrayBuffer()));
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the keepsake build did not finish');
}

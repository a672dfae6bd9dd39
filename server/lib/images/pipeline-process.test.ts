import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const pipeline = pathToFileURL(fileURLToPath(new URL('./pipeline.ts', import.meta.url))).href;
let dir: string;
let photoFile: string;

/** Processes the photo in a fresh Node process; what it prints: the renditions' sizes. */
const script = (photo: string) => `
import { readFileSync } from 'node:fs';
const { processPhoto } = await import(${JSON.stringify(pipeline)});
const photo = await processPhoto(readFileSync(${JSON.stringify(photo)}));
console.log(JSON.stringify(photo.renditions.map((r) => [r.name, r.width, r.height])));
`;

async function renditionsIn(flags: string[], args: string[]) {
  const { stdout, stderr } = await promisify(execFile)(
    process.execPath,
    [...flags, '--import', 'tsx', ...args],
    { cwd: root, timeout: 60_000 },
  );
  return { renditions: JSON.parse(stdout) as unknown, stderr };
}

const EXPECTED = [
  ['thumb', 480, 320],
  ['large', 900, 600],
];

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'pipeline-process-'));
  photoFile = path.join(dir, 'photo.jpg');
  const jpeg = await sharp({
    create: { width: 900, height: 600, channels: 3, background: '#a05030' },
  })
    .jpeg()
    .toBuffer();
  writeFileSync(photoFile, jpeg);
  writeFileSync(path.join(dir, 'process-photo.mjs'), script(photoFile));
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('processPhoto in a process of its own', () => {
  it('starts its worker threads in a process started with a V8 flag, as a tuned server is', async () => {
    const { renditions, stderr } = await renditionsIn(
      ['--max-old-space-size=400'],
      [path.join(dir, 'process-photo.mjs')],
    );
    expect(renditions).toEqual(EXPECTED);
    expect(stderr).not.toContain('photo worker threads unavailable');
  });

  it('processes photos in the main thread when no worker can start there', async () => {
    // Flags a worker inherits and cannot start with: a module given as a string.
    const { renditions, stderr } = await renditionsIn(
      ['--input-type=module'],
      ['-e', script(photoFile)],
    );
    expect(renditions).toEqual(EXPECTED);
    expect(stderr).toContain('photo worker threads unavailable');
  });
});

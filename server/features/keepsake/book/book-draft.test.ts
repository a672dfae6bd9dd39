import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { PassThrough, Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { BookDraft } from './book-draft';

const drafts = async () =>
  (await readdir(tmpdir())).filter((name) => name.startsWith('keepsake-book-'));

describe('the book printed beside the ZIP', () => {
  it('holds what was printed, then leaves no file behind', async () => {
    const before = await drafts();
    const draft = await BookDraft.start(() => Readable.from(['%PDF-1.3\n', 'pages\n', '%%EOF\n']));
    await draft.printed;
    expect(await text(draft.read())).toBe('%PDF-1.3\npages\n%%EOF\n');
    await draft.discard();
    expect(await drafts()).toEqual(before);
  });

  it('says why printing failed, so the build stops', async () => {
    const source = new PassThrough();
    const draft = await BookDraft.start(() => source);
    source.write('%PDF-1.3\n');
    source.destroy(new Error('the printer jammed'));
    await expect(draft.printed).rejects.toThrow('the printer jammed');
    expect(draft.failure).toBeInstanceOf(Error);
    await draft.discard();
  });

  it('stops printing when the build ends first', async () => {
    const source = new PassThrough();
    const draft = await BookDraft.start(() => source);
    source.write('%PDF-1.3\n');
    await draft.discard();
    expect(source.destroyed).toBe(true);
    expect(existsSync(draft['file'])).toBe(false);
  });
});

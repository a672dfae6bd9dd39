import { describe, expect, it } from 'vitest';
import { declaredType } from './declared-type';
import { fileProblem } from './upload';

describe('a file the system gave no type', () => {
  it('is taken as HEIC or HEIF by its name, and refused otherwise', () => {
    const untyped = (name: string) => new File([new Uint8Array(10)], name, { type: '' });
    expect(declaredType(untyped('IMG_0042.HEIC'))).toBe('image/heic');
    expect(declaredType(untyped('burst.heif'))).toBe('image/heif');
    expect(fileProblem(untyped('IMG_0042.HEIC'))).toBeNull();
    expect(declaredType(untyped('notes.txt'))).toBe('');
    expect(fileProblem(untyped('notes.txt'))).toBe('fileType');
  });

  it('keeps the type the browser gave', () => {
    const jpeg = new File([new Uint8Array(10)], 'photo.heic', { type: 'image/jpeg' });
    expect(declaredType(jpeg)).toBe('image/jpeg');
    expect(declaredType(new Blob([new Uint8Array(3)]), 'clip.HEIC')).toBe('image/heic');
  });
});

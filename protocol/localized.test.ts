import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { pickField, pickListVersions, pickVersion, requireOneVersion } from './localized';

describe('bilingual organizer text', () => {
  it('gives the version in the asked language when it has text', () => {
    expect(pickVersion('Ceremony', 'Ceremonia', 'es')).toEqual({ text: 'Ceremonia', language: 'es', isFallback: false });
    expect(pickVersion('Ceremony', 'Ceremonia', 'en')).toEqual({ text: 'Ceremony', language: 'en', isFallback: false });
  });

  it('falls back to the other version, marked, when the asked one is missing or blank', () => {
    expect(pickVersion('Ceremony', '  ', 'es')).toEqual({ text: 'Ceremony', language: 'en', isFallback: true });
    expect(pickVersion(undefined, 'Ceremonia', 'en')).toEqual({ text: 'Ceremonia', language: 'es', isFallback: true });
  });

  it('reads a record by its field name and the Es sibling', () => {
    expect(pickField({ title: 'Toast', titleEs: 'Brindis' }, 'title', 'es').text).toBe('Brindis');
    expect(pickField({ title: 'Toast' }, 'title', 'es')).toMatchObject({ text: 'Toast', isFallback: true });
  });

  it('pairs list items by position, the longer list deciding the count', () => {
    const items = pickListVersions(['Parking', 'Garden'], ['Aparcamiento'], 'es');
    expect(items.map((item) => [item.text, item.isFallback])).toEqual([
      ['Aparcamiento', false],
      ['Garden', true],
    ]);
  });

  it('requires text in at least one language', () => {
    const schema = z
      .object({ title: z.string().optional(), titleEs: z.string().optional() })
      .superRefine(requireOneVersion('title', 'Title is required'));
    expect(schema.safeParse({ titleEs: 'Brindis' }).success).toBe(true);
    const refused = schema.safeParse({ title: ' ', titleEs: '' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]).toMatchObject({ message: 'Title is required', path: ['title'] });
  });
});

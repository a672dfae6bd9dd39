import { describe, expect, it } from 'vitest';
import { timelineEventFormSchema } from './timeline-events';

const base = { time: '15:30' };
const issues = (value: object) =>
  timelineEventFormSchema.safeParse({ ...base, ...value }).error?.issues.map((issue) => ({
    path: issue.path.join('.'),
    message: issue.message,
  })) ?? [];

describe('the event form in two languages', () => {
  it('takes the title in either language, and needs one', () => {
    expect(timelineEventFormSchema.parse({ ...base, titleEs: ' Brindis ' })).toMatchObject({
      title: '',
      titleEs: 'Brindis',
    });
    expect(timelineEventFormSchema.parse({ ...base, title: 'Toast', titleEs: '' }).titleEs).toBeUndefined();
    expect(issues({ title: ' ', titleEs: ' ' })).toEqual([{ path: 'title', message: 'Title is required' }]);
  });

  it('gives each Spanish text the English limit and message, at its own path', () => {
    expect(
      issues({ title: 'Toast', titleEs: 'a'.repeat(121), descriptionEs: 'a'.repeat(1001), locationEs: 'a'.repeat(201) }),
    ).toEqual([
      { path: 'titleEs', message: 'Must be at most 120 characters' },
      { path: 'descriptionEs', message: 'Must be at most 1000 characters' },
      { path: 'locationEs', message: 'Must be at most 200 characters' },
    ]);
    expect(issues({ title: 'a'.repeat(120), titleEs: 'a'.repeat(120) })).toEqual([]);
  });
});

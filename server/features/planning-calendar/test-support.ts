import type { PlannedEvent } from '../../../protocol/planning-calendar';
import { json } from '../../test/harness';

/** An app the tests call over HTTP: one inside the test process or one in a process of its own. */
type SiteAt = { url: string };

export const HOUR_MS = 3_600_000;

/** Sends one organizer request to the app. */
export function organizerFetch(
  app: SiteAt,
  cookie: string,
  method: string,
  path: string,
  body?: unknown,
) {
  return fetch(`${app.url}${path}`, {
    method,
    headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** Adds an event whose reminder falls due `dueInMs` from now (negative: already due). */
export async function addEventDueIn(
  app: SiteAt,
  cookie: string,
  title: string,
  dueInMs: number,
  extra: Record<string, unknown> = {},
): Promise<PlannedEvent> {
  const reminderTime = 2;
  const date = new Date(Date.now() + reminderTime * HOUR_MS + dueInMs).toISOString();
  const response = await organizerFetch(app, cookie, 'POST', '/api/calendar-events', {
    title,
    date,
    reminderTime,
    ...extra,
  });
  if (response.status !== 201)
    throw new Error(`add failed: ${response.status} ${await response.text()}`);
  return json<PlannedEvent>(response);
}

/** Waits until the clock has passed `iso` (a due time), so a test can stand after it. */
export async function untilPast(iso: string): Promise<void> {
  const wait = new Date(iso).getTime() - Date.now() + 50;
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
}

/**
 * Minimal iCalendar reading for the tests: unfolds continuation lines (RFC 5545 §3.1) and answers
 * each VEVENT's properties by name (parameters dropped, escapes undone).
 */
export function parseIcsEvents(ics: string): Record<string, string>[] {
  const lines = ics.replace(/\r\n[ \t]/g, '').split('\r\n');
  const events: Record<string, string>[] = [];
  let current: Record<string, string> | null = null;
  for (const line of lines) {
    if (line === 'BEGIN:VEVENT') current = {};
    else if (line === 'END:VEVENT' && current) {
      events.push(current);
      current = null;
    } else if (current && !line.startsWith('BEGIN:') && !line.startsWith('END:')) {
      const colon = line.indexOf(':');
      const name = line.slice(0, colon).split(';')[0]!;
      current[name] ??= line
        .slice(colon + 1)
        .replace(/\\n/gi, '\n')
        .replace(/\\([,;\\])/g, '$1');
    }
  }
  return events;
}

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { allEndpoints, api, type ApiGroup } from '../../protocol/contract';
import type { Endpoint } from '../../protocol/http';

/**
 * The contract's `personal` mark, held to the server's handlers: a read whose handler looks at who
 * is asking (the viewer, the session in res.locals, the request's own cookies or headers) answers
 * each guest differently, so the service worker must never keep it (client/features/pwa/
 * offline-reads.ts; its test checks that it does not). Reading the routes' source lets the test
 * see every handler without running each one as every kind of viewer.
 */
const serverRoot = fileURLToPath(new URL('..', import.meta.url));
const contractSource = readFileSync(new URL('../../protocol/contract.ts', import.meta.url), 'utf8');

/** `guestProfilesApi` → 'guestProfiles', from the contract's own table. */
const groupOfExport = new Map(
  [...contractSource.matchAll(/^ {2}(\w+): (\w+),$/gm)].map(([, group, exported]) => [
    exported!,
    group as ApiGroup,
  ]),
);

const READS_THE_VIEWER =
  /\bviewer\b|getViewer\(|res\.locals|req\.(?:headers|cookies|get\()|\b\w+Of\(req\)|\w+\(req\)/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/**
 * The statement that starts at `offset`: its first line, the lines indented deeper, and the line at
 * its own indentation that closes it (`  });`).
 */
function statementAt(source: string, offset: number): string {
  const lineStart = source.lastIndexOf('\n', offset) + 1;
  const lines = source.slice(lineStart).split('\n');
  const indent = /^ */.exec(lines[0]!)![0].length;
  const taken = [lines[0]!];
  for (const line of lines.slice(1)) {
    const depth = /^ */.exec(line)![0].length;
    if (line.trim() && depth <= indent) {
      if (/^[)}\]]/.test(line.trim())) taken.push(line);
      break;
    }
    taken.push(line);
  }
  return taken.join('\n');
}

/** Each GET handler's text, from its `mount(router, xApi.name, …)` or `router.get(xApi.name.path`. */
function getHandlers(): Map<Endpoint, string> {
  const handlers = new Map<Endpoint, string>();
  const start = /mount(?:File)?\(\s*\w+,\s*(\w+)\.(\w+)\s*,|\.get\(\s*(\w+)\.(\w+)\.path\b/g;
  for (const file of sourceFiles(serverRoot)) {
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(start)) {
      const group = groupOfExport.get(match[1] ?? match[3]!);
      if (!group) continue;
      const endpoint = (api[group] as Record<string, Endpoint>)[match[2] ?? match[4]!];
      if (endpoint?.method !== 'GET') continue;
      handlers.set(endpoint, (handlers.get(endpoint) ?? '') + statementAt(source, match.index));
    }
  }
  return handlers;
}

const handlers = getHandlers();
const guestReads = allEndpoints.filter(
  ({ endpoint }) => endpoint.method === 'GET' && endpoint.access !== 'organizer',
);
const named = ({ group, name }: { group: string; name: string }) => `${group}.${name}`;

describe('reads whose answer depends on who asks', () => {
  it('finds the handler of every read a guest can make', () => {
    expect(guestReads.filter(({ endpoint }) => !handlers.has(endpoint)).map(named)).toEqual([]);
  });

  it('are marked personal in the contract exactly when their handler reads the viewer', () => {
    const readsViewer = guestReads.filter(({ endpoint }) =>
      READS_THE_VIEWER.test(handlers.get(endpoint) ?? ''),
    );
    const personal = guestReads.filter(({ endpoint }) => endpoint.personal);
    expect(personal.map(named).sort()).toEqual(readsViewer.map(named).sort());
    // The scan still sees what it is for: the personal download, my profile, my seat, the session.
    expect(personal.map(named)).toEqual(
      expect.arrayContaining([
        'keepsake.myPostsDownload',
        'keepsake.myPostsInfo',
        'guestProfiles.mine',
        'seatFinder.mySeat',
        'games.mySessions',
        'guestAuth.session',
        'organizer.session',
        'moments.list',
        'notices.list',
      ]),
    );
  });
});

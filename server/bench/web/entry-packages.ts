/**
 * What the entry chunk carries, read from its sourcemap: the minified bytes each package (or the
 * app's own code) put in it, and the gzip of each group's bytes taken together. The project's
 * stack (React, the router, React Query) is the part no feature work can remove from a first screen
 * written with it: the entry budget's floor. The fixed stack adds the translation library.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { SourceMapConsumer } from 'source-map-js';

/** The libraries the project itself fixes for the client (React, the router, React Query). */
export const PROJECT_STACK = [
  'react',
  'react-dom',
  'scheduler',
  'react-router',
  'react-router-dom',
  '@tanstack/query-core',
  '@tanstack/react-query',
];

/** The project's stack and the translation library every string on the first screen goes through. */
export const FIXED_STACK = [...PROJECT_STACK, 'i18next', 'react-i18next'];

export interface EntryShare {
  name: string;
  rawBytes: number;
  gzipBytes: number;
}

function groupOf(source: string): string {
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  return inPackage ? inPackage[1]! : '(the app)';
}

/** The entry's bytes by package, largest first, and the fixed stack's together. */
export function entryShares(clientDir: string, entryFile: string) {
  const file = path.join(clientDir, entryFile);
  const lines = readFileSync(file, 'utf8').split('\n');
  const map = new SourceMapConsumer(JSON.parse(readFileSync(`${file}.map`, 'utf8')));
  const bytes = new Map<string, string[]>();
  let open: { line: number; column: number; group: string } | undefined;
  const close = (line: number, column: number) => {
    if (!open) return;
    const text = lines[open.line - 1] ?? '';
    const piece = open.line === line ? text.slice(open.column, column) : text.slice(open.column);
    bytes.set(open.group, [...(bytes.get(open.group) ?? []), piece]);
  };
  map.eachMapping((mapping) => {
    close(mapping.generatedLine, mapping.generatedColumn);
    open = {
      line: mapping.generatedLine,
      column: mapping.generatedColumn,
      group: mapping.source ? groupOf(mapping.source) : '(unmapped)',
    };
  });
  close(Number.POSITIVE_INFINITY, 0);
  const shares: EntryShare[] = [...bytes].map(([name, pieces]) => {
    const text = pieces.join('');
    return { name, rawBytes: text.length, gzipBytes: gzipSync(text).length };
  });
  shares.sort((a, b) => b.rawBytes - a.rawBytes);
  const gzipOf = (names: string[]) =>
    gzipSync(
      [...bytes]
        .filter(([name]) => names.includes(name))
        .map(([, pieces]) => pieces.join(''))
        .join(''),
    ).length;
  return {
    shares,
    fixedStackGzipBytes: gzipOf(FIXED_STACK),
    projectStackGzipBytes: gzipOf(PROJECT_STACK),
  };
}

/**
 * The docs that name things the code defines say what the code has: the environment variables
 * (docs/configuration.md, README's configuration table, server/env-schema.ts) and the live topics
 * (docs/architecture.md, protocol/topics.ts).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { topicAccess, topicNames } from '../protocol/topics';
import { envSchema } from './env-schema';

const read = (file: string) => readFileSync(new URL(`../${file}`, import.meta.url), 'utf8');

/** The variables named in the first column of a Markdown table's rows (`A`, `B_*` or `A`, `B`). */
function tableVariables(markdown: string): string[] {
  return markdown
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .flatMap((line) =>
      [...line.split('|')[1]!.matchAll(/`([A-Z][A-Z0-9_]*\*?)`/g)].map((m) => m[1]!),
    );
}

const schemaVariables = Object.keys(envSchema.shape).sort();

describe('environment variables', () => {
  const configuration = read('docs/configuration.md');
  // The app's own variables come first; what follows "For tests only:" is read by the tests, by
  // install scripts or by Caddy, not by the server (a test-only variable of the server's may be
  // documented there).
  const split = configuration.indexOf('For tests only:');
  const appPart = configuration.slice(0, split);
  const otherPart = configuration.slice(split);

  it("the configuration doc's own part names only variables the env schema reads", () => {
    expect(split).toBeGreaterThan(0);
    // Every variable the app's part names, in its tables or its prose.
    const named = [...appPart.matchAll(/`([A-Z][A-Z0-9_]{2,})`/g)].map((m) => m[1]!);
    const stale = [...new Set(named)].filter((name) => !schemaVariables.includes(name));
    expect(stale).toEqual([]);
  });

  it('every variable the env schema reads is in the configuration doc', () => {
    const documented = new Set([...tableVariables(appPart), ...tableVariables(otherPart)]);
    expect(schemaVariables.filter((name) => !documented.has(name))).toEqual([]);
  });

  it("README's configuration table names only variables the env schema reads", () => {
    const readme = read('README.md');
    const section = /## Configuration\n([\s\S]*?)\n## /.exec(readme)?.[1] ?? '';
    const names = tableVariables(section);
    expect(names.length).toBeGreaterThan(5);
    const unknown = names.filter((name) =>
      name.endsWith('*')
        ? !schemaVariables.some((variable) => variable.startsWith(name.slice(0, -1)))
        : !schemaVariables.includes(name),
    );
    expect(unknown).toEqual([]);
  });
});

describe('live topics', () => {
  const architecture = read('docs/architecture.md').replace(/\s+/g, ' ');
  const named = (text: string | undefined) =>
    [...(text ?? '').matchAll(/`([a-z-]+)`/g)].map((m) => m[1]!).sort();

  it('architecture.md lists every topic of protocol/topics.ts, with who may join it', () => {
    const publicList = /Public topics:(.*?)\. Organizer topics/.exec(architecture)?.[1];
    const organizerList = /Organizer topics[^:]*:([^.]*)\./.exec(architecture)?.[1];
    expect(named(publicList)).toEqual(topicNames.filter((t) => topicAccess(t) === 'public').sort());
    expect(named(organizerList)).toEqual(
      topicNames.filter((t) => topicAccess(t) === 'organizer').sort(),
    );
  });
});

/**
 * `npm run bench -- <name> [args]`: runs server/bench/<name>.ts, whose default export takes the
 * remaining arguments.
 */
import { readdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

type Bench = (args: string[]) => Promise<void> | void;

const benchDir = fileURLToPath(new URL('.', import.meta.url));

function availableBenches(): string[] {
  return readdirSync(benchDir)
    .filter((file) => file.endsWith('.ts') && file !== 'run.ts' && !file.includes('.test.'))
    .map((file) => file.slice(0, -'.ts'.length))
    .sort();
}

const [name, ...args] = process.argv.slice(2);
const benches = availableBenches();
if (!name || !benches.includes(name)) {
  if (name) console.error(`Unknown bench '${name}'.`);
  console.error(
    `Usage: npm run bench -- <name> [args]\nAvailable benches: ${benches.join(', ') || '(none)'}`,
  );
  process.exit(2);
}

const bench = (await import(pathToFileURL(`${benchDir}/${name}.ts`).href)) as { default?: Bench };
if (typeof bench.default !== 'function') {
  console.error(`server/bench/${name}.ts has no default export to run.`);
  process.exit(2);
}
try {
  await bench.default(args);
} catch (error) {
  console.error(error);
  process.exit(1);
}

/**
 * A bench's command line: each option named once with its flag, default and range, so that the
 * parsing, the range checks and the usage line (`use --clients 1000 --sends 20 …`, built from the
 * defaults) are the same in every bench.
 */

/** A number, e.g. `--rate 5`, accepted from `min` to `max` (whole numbers only when `whole`). */
interface NumberSpec {
  flag: string;
  default: number;
  min: number;
  max: number;
  whole?: boolean;
  /** Said when the value is out of range (default: `<flag>: <min> to <max>`). */
  range?: string;
}

/** A comma-separated list of numbers, e.g. `--clients 100,1000`; each checked as a NumberSpec. */
interface ListSpec extends Omit<NumberSpec, 'default'> {
  default: number[];
  list: true;
}

/** A switch without a value, e.g. `--profile`: true when given. */
interface SwitchSpec {
  flag: string;
  switch: true;
}

export type OptionSpec = NumberSpec | ListSpec | SwitchSpec;

/** A bench's options by the name its code reads them with (`satisfies BenchOptionSpecs`). */
export type BenchOptionSpecs = Record<string, OptionSpec>;

export type BenchOptions<S extends Record<string, OptionSpec>> = {
  -readonly [K in keyof S]: S[K] extends SwitchSpec
    ? boolean
    : S[K] extends ListSpec
      ? number[]
      : number;
};

/** `use --clients 1000 --sends 20 [--profile]`: every option with its default. */
export function usageOf(specs: Record<string, OptionSpec>): string {
  const parts = Object.values(specs).map((spec) =>
    'switch' in spec ? `[${spec.flag}]` : `${spec.flag} ${String(spec.default)}`,
  );
  return `use ${parts.join(' ')}`;
}

function check(spec: NumberSpec | ListSpec, value: number): void {
  const fits = Number.isFinite(value) && value >= spec.min && value <= spec.max;
  if (!fits || (spec.whole && !Number.isInteger(value)))
    throw new Error(spec.range ?? `${spec.flag}: ${spec.min} to ${spec.max}`);
}

/** The options `args` give, over the defaults; throws with the usage line on an unknown flag. */
export function parseBenchArgs<S extends Record<string, OptionSpec>>(
  args: string[],
  specs: S,
): BenchOptions<S> {
  const options: Record<string, boolean | number | number[]> = {};
  for (const [key, spec] of Object.entries(specs))
    options[key] = 'switch' in spec ? false : spec.default;
  for (let i = 0; i < args.length; i += 1) {
    const entry = Object.entries(specs).find(([, spec]) => spec.flag === args[i]);
    if (!entry) throw new Error(`unknown option ${args[i]}; ${usageOf(specs)}`);
    const [key, spec] = entry;
    if ('switch' in spec) {
      options[key] = true;
      continue;
    }
    const value = args[++i] ?? '';
    options[key] = 'list' in spec ? value.split(',').map(Number) : Number(value);
  }
  for (const [key, spec] of Object.entries(specs)) {
    if ('switch' in spec) continue;
    const value = options[key] as number | number[];
    for (const n of Array.isArray(value) ? value : [value]) check(spec, n);
  }
  return options as BenchOptions<S>;
}

/** `--timeout <seconds>`: when a run that has not finished stops itself. */
export const timeoutOption = (seconds: number) => ({
  flag: '--timeout',
  default: seconds,
  min: 1,
  max: 3600,
  whole: true,
  range: '--timeout: seconds, up to 3600',
});

/** `--rate <n>`: how many `what` a second the bench sends, from `min` up to `max`. */
export const rateOption = (perSecond: number, max: number, what: string, min = 0.1) => ({
  flag: '--rate',
  default: perSecond,
  min,
  max,
  range: `--rate: ${what ? `${what} ` : ''}per second, up to ${max}`,
});

/** A whole number from 1 to `max`. */
export const countOption = (flag: string, fallback: number, max: number, range?: string) => ({
  flag,
  default: fallback,
  min: 1,
  max,
  whole: true,
  range: range ?? `${flag}: a whole number from 1 to ${max}`,
});

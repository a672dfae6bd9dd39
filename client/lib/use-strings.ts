import type { i18n as I18n, TOptions } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Resources } from './i18n-resources';

/**
 * `t()` keys checked against each namespace's English catalog. i18next's own typing
 * (`CustomTypeOptions`) computes the keys of all 53 namespaces at every call and ran tsc out of
 * memory; here a call site only computes the keys of the namespace it asked for.
 */
export type Namespace = keyof Resources;

/** A plural form's base key (`count_one` → `count`, `nth_ordinal_two` → `nth`). */
type Singular<K extends string> = K extends `${infer Base}_ordinal_${infer Form}`
  ? Form extends PluralForm
    ? Base
    : K
  : K extends `${infer Base}_${PluralForm}`
    ? Base
    : K;
type PluralForm = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';

/** Every dot path to a string of a catalog, plural forms folded into their base key. */
type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string
    ? `${Prefix}${Singular<K>}`
    : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Every dot path to a branch of a catalog (what `returnObjects` hands back). */
type Branches<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string
    ? never
    : `${Prefix}${K}` | Branches<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

export type KeyOf<N extends Namespace> = Leaves<Resources[N]>;

/** Namespaces other screens borrow words from, asked for as `ns:key`. */
type Shared = 'forms' | 'outbox' | 'countdown';
type SharedKey = NsKey<Shared>;

/** `ns:key` for `i18n.t` outside React: `i18n.t('outbox:rejected' satisfies NsKey<'outbox'>)`. */
export type NsKey<N extends Namespace> = { [M in N]: `${M}:${KeyOf<M>}` }[N];

export interface Translate<N extends Namespace> {
  (key: KeyOf<N> | SharedKey, options?: TOptions): string;
  (key: Branches<Resources[N]>, options: TOptions & { returnObjects: true }): unknown;
}

type UseStrings = <N extends Namespace>(namespace: N) => { t: Translate<N>; i18n: I18n };

/**
 * `useTranslation` with its `t` typed by the namespace's keys: the same function at run time, so
 * nothing is added to a bundle.
 */
export const useStrings = useTranslation as unknown as UseStrings;

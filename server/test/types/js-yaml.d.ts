// js-yaml ships no types; only what the deployment test uses.
declare module 'js-yaml' {
  export function load(text: string): unknown;
}

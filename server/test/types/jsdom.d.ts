/**
 * jsdom ships without types (@types/jsdom is not installed); the server tests use it only to read
 * HTML the server wrote (the keepsake's pages), so only that part is declared.
 */
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: Window & typeof globalThis;
  }
}

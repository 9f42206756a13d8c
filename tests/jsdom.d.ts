// What the tests use of jsdom's own API (a dependency of Vitest's jsdom environment, which ships no types): a page
// of its own for a node file that reads HTML (tests/build/prerender.test.ts).
declare module 'jsdom' {
  export class JSDOM {
    constructor(html: string);
    readonly window: Window & typeof globalThis;
  }
}

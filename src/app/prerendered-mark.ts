// The mark the build leaves on #root when it wrote a screen into it (scripts/prerender.ts), read by ./prerendered.ts:
// its own module, as the build reads it in Node, where the screen table cannot load.

/** The attribute of #root naming the path whose first screen the build wrote into it. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

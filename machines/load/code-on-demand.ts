// Code a machine fetches when it first needs it (a dynamic import), counted while it loads: a headless replay
// (cli/headless/replay.ts `settle`) waits for it as for a backend call under way, instead of reading a flow that
// waits on a download as one at rest.
let underWay = 0;

/** Loads `load`'s module, counted as under way until it is here (or failed). */
export async function codeOnDemand<T>(load: () => Promise<T>): Promise<T> {
  underWay += 1;
  try {
    return await load();
  } finally {
    underWay -= 1;
  }
}

/** How many modules machines are loading now. */
export const codeUnderWay = (): number => underWay;

// The files of each first-load screen's chunk (its own first, then every chunk it imports), by route, written into
// this module's string by the build (scripts/screen-files.ts) in place of the mark below. The entry carries no such
// list (decision 053): this module travels in the intent listener's chunk, which the app fetches after the largest
// paint. Outside a build (the dev server, Vitest) the mark stays and no route has a list: the screens load as
// `import()` loads them.
import type { RouteName } from '#contract/routes.ts';

/** Valid JSON, so that the module reads it whether or not the build replaced it. */
export const SCREEN_FILES_MARK = '{"portalScreenFiles":"written by the build"}';

export const screenFiles: Partial<Record<RouteName, readonly string[]>> = JSON.parse(SCREEN_FILES_MARK) as Partial<
  Record<RouteName, readonly string[]>
>;

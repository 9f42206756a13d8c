// The order Vitest runs test files in: its own (failed first, then slowest first), but every file that asks for
// jsdom (`// @vitest-environment jsdom`) ahead of every node one. With `isolate: false` a worker takes the next file
// only when that file wants the worker's environment; otherwise Vitest ends the worker and starts another, which
// imports the module graph again. In Vitest's order the two kinds alternate some 40 times, so two workers started
// ~40 processes; environment first, they start four (decision 038).
import { readFileSync } from 'node:fs';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** Vitest's own reading of a file's environment (its first `@vitest-environment NAME` anywhere in the file). */
export const wantsJsdom = (source: string) => /@(?:vitest|jest)-environment\s+([\w-]+)\b/.exec(source)?.[1] === 'jsdom';

/** The files in `sorted` order, those whose source asks for jsdom first. */
export function environmentFirst<T extends { moduleId: string }>(sorted: T[], read = (path: string) => readFileSync(path, 'utf8')): T[] {
  const jsdom = new Set(sorted.filter((spec) => wantsJsdom(read(spec.moduleId))));
  return [...sorted.filter((spec) => jsdom.has(spec)), ...sorted.filter((spec) => !jsdom.has(spec))];
}

export default class EnvironmentFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    return environmentFirst(await super.sort(files));
  }
}

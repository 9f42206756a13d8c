// A module's static imports as the chunks see them, for the build's chunking groups (scripts/portal-chunk.ts): an
// import of a contract barrel (`#contract`, src/contract/index.ts, and src/contract/endpoints/index.ts) is replaced
// by the modules that define the names it takes. The barrels re-export every contract module and are side-effect
// free (vite.config.ts), so rolldown keeps only what a chunk uses; the module graph alone says every screen that
// imports `#contract` depends on all of them, and a group built from it pulls in what public screens use too.
import type { Rollup } from 'vite';

export const CONTRACT_BARREL = /\/src\/contract\/(endpoints\/)?index\.ts$/;
const CONTRACT = /\/src\/contract\//;

type ModuleInfoOf = (id: string) => Rollup.ModuleInfo | null;

const IMPORT_LIST = /\b(import|export)\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g;
const WHOLE = /\b(import\s*\*\s*as\s+\w+|export\s*\*)\s*from\s*["']([^"']+)["']/g;

/** Which barrel a specifier names: `#contract`, `…/contract(/index)`, `…/endpoints(/index)`. */
function barrelOf(specifier: string): 'contract' | 'endpoints' | null {
  const path = specifier.replace(/\/index(\.ts)?$/, '');
  if (path === '#contract' || /(^|\/)contract$/.test(path)) return 'contract';
  if (/(^|\/)endpoints$/.test(path)) return 'endpoints';
  return null;
}

/** The names `code` takes from the barrel `kind`, or null when it takes the whole barrel (`import * as`). */
function namesTaken(code: string, kind: 'contract' | 'endpoints'): string[] | null {
  for (const [, , specifier] of code.matchAll(WHOLE)) if (barrelOf(specifier!) === kind) return null;
  const names: string[] = [];
  for (const [, , list, specifier] of code.matchAll(IMPORT_LIST)) {
    if (barrelOf(specifier!) !== kind) continue;
    for (const item of list!.split(',')) {
      const name = item
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)[0]!;
      if (name && !item.trim().startsWith('type ')) names.push(name);
    }
  }
  return names;
}

export function contractImports(moduleInfo: ModuleInfoOf) {
  /**
   * Whether `id` gives `name`: declares it, or re-exports it from a contract module it imports (`export *` names no
   * export in a module's info, so the search goes on through its imports).
   */
  const gives = (id: string, name: string, seen = new Set<string>()): boolean => {
    if (seen.has(id)) return false;
    seen.add(id);
    const info = moduleInfo(id);
    return Boolean(
      info?.exports.includes(name) ||
      info?.importedIds.some((sub) => CONTRACT.test(sub) && !CONTRACT_BARREL.test(sub) && gives(sub, name, seen)),
    );
  };
  /** The modules that give `name` behind `barrel`; the barrel itself when it defines it (`endpoints`). */
  const definers = (barrel: string, name: string): string[] => {
    for (const id of moduleInfo(barrel)?.importedIds ?? [])
      if (CONTRACT_BARREL.test(id) ? moduleInfo(id)?.exports.includes(name) : gives(id, name))
        return CONTRACT_BARREL.test(id) ? definers(id, name) : [id];
    return [barrel];
  };
  /** `id`'s static imports, with each barrel import replaced by the modules that define what it takes. */
  return (id: string): string[] => {
    const info = moduleInfo(id);
    if (!info) return [];
    return info.importedIds.flatMap((imported) => {
      const kind = CONTRACT_BARREL.test(imported) && !CONTRACT_BARREL.test(id) ? barrelOf(imported.replace(/\.ts$/, '')) : null;
      const names = kind ? namesTaken(info.code ?? '', kind) : null;
      return names ? names.flatMap((name) => definers(imported, name)) : [imported];
    });
  };
}

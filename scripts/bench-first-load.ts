// `npm run bench`'s first part: the gzip JavaScript each first load fetches against a reference login page built in
// the same run (bench/reference-login: React 19, XState, @xstate/react, wouter, ofetch, zod/mini), with the target
// of each route. `npm run bench -- --first-load` stops after it (two builds, a few seconds) and exits 1 when a route
// misses its target.
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { buildWithManifest, firstLoadFiles, gzipSizes } from './first-load.mjs';
import { MEMBER_ROOTS } from './portal-chunk';

/** The lazy modules each route's screens load on arrival (see src/app/app.tsx); '/' is the entry alone. */
const ROUTE_MODULES: Record<string, string[]> = {
  '/': [],
  // A member page's frame: its screens, the inactivity watch, the dashboard.
  '/dashboard': MEMBER_ROOTS,
  // The Member Checker: its search, its native filters, results and Summary; no target yet.
  '/search': ['src/features/search/member-checker-page.tsx'],
};
/** What a route fetches on intent (not in its first load): the phone menu's and the inactivity warning's dialogs. */
const ON_INTENT: Record<string, string[]> = {
  '/dashboard': ['src/app/member/phone-menu.tsx', 'src/app/inactivity-warning.tsx'],
};
/**
 * Largest first load allowed per route, as a multiple of the reference page. '/' is issue 25's 1.25×: a build
 * whose only screen is the login page measured 1.23× (docs/decisions/009-member-chrome-after-first-paint.md), and
 * the first load in one file brought the whole app under it (docs/decisions/021-one-file-first-load.md).
 */
const TARGETS: Record<string, number> = { '/': 1.25, '/dashboard': 1.5 };

export interface FirstLoadFigure {
  route: string;
  files: number;
  gzip: number;
  ratio: number;
  target?: number;
  /** What the route fetches on intent, when it has such a part. */
  onIntent?: { files: number; gzip: number; modules: string[] };
}

export async function benchFirstLoads(): Promise<{ referenceBytes: number; figures: FirstLoadFigure[] }> {
  const reference = await buildWithManifest({
    configFile: false,
    root: fileURLToPath(new URL('../bench/reference-login', import.meta.url)),
    plugins: [react()],
    build: { target: 'es2022' },
  });
  const referenceBytes = gzipSizes(reference.outDir, firstLoadFiles(reference.manifest)).gzip;
  reference.remove();
  const portal = await buildWithManifest({
    env: { VITE_API_BASE_URL: 'https://portal.example.org/api/', VITE_SUPER_ADMIN_EMAIL: 'registrar@portal.example.org' },
  });
  try {
    const figures = Object.entries(ROUTE_MODULES).map(([route, modules]): FirstLoadFigure => {
      const { files, gzip } = gzipSizes(portal.outDir, firstLoadFiles(portal.manifest, modules));
      const figure: FirstLoadFigure = { route, files: files.length, gzip, ratio: gzip / referenceBytes, target: TARGETS[route] };
      const later = ON_INTENT[route];
      if (later) {
        const first = new Set(files.map((f) => f.file));
        const after = gzipSizes(
          portal.outDir,
          firstLoadFiles(portal.manifest, [...modules, ...later]).filter((f) => !first.has(f)),
        );
        figure.onIntent = { files: after.files.length, gzip: after.gzip, modules: later };
      }
      return figure;
    });
    return { referenceBytes, figures };
  } finally {
    portal.remove();
  }
}

/** The routes whose first load is over their target. */
export const missedTargets = (figures: FirstLoadFigure[]) =>
  figures.filter(({ ratio, target }) => target !== undefined && ratio > target).map(({ route }) => route);

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

export function firstLoadLines({ referenceBytes, figures }: Awaited<ReturnType<typeof benchFirstLoads>>): string[] {
  const lines = [
    "JavaScript of each first load (gzip -9; entry, its static imports, and the route's lazy screens):",
    `  reference login (React 19, XState, @xstate/react, wouter, ofetch, zod/mini)  ${kb(referenceBytes).padStart(10)}`,
  ];
  for (const { route, files, gzip, ratio, target, onIntent } of figures) {
    const verdict = target === undefined ? '' : `  (target ≤ ${target.toFixed(2)}×: ${ratio <= target ? 'met' : 'NOT met'})`;
    lines.push(
      `  portal ${route.padEnd(11)} ${String(files).padStart(2)} files ${kb(gzip).padStart(10)}  ${ratio.toFixed(2)}× the reference${verdict}`,
    );
    if (onIntent) {
      lines.push(`    then, on intent, ${onIntent.files} files ${kb(onIntent.gzip)} (${onIntent.modules.join(', ')})`);
    }
  }
  return lines;
}

// The router's tables come from the areas' screen manifests (docs/decisions/030-area-screen-manifests.md): each
// manifest is held to the route table and to the screen files, so a screen no manifest reaches, a route named twice
// or a route whose access the router would not honour fails here rather than as a page that never shows.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { routeTable, type RouteName } from '#contract/routes.ts';
import { breadcrumbOf } from '#contract/route-labels.ts';
import type { AreaScreen } from '#kernel/area-screens.ts';
import { manifestsByFile, mockScreens, publicScreens, signedInScreens, visitorScreens } from '#app/screen-table.ts';
import { memberManifestsByFile, memberScreens } from '#app/member-screen-table.ts';
import { adminLinks, adminManifestsByFile } from '#app/admin-screen-table.ts';

const FEATURES = 'src/features';
const areas = readdirSync(FEATURES, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const firstLoadManifests = Object.entries(manifestsByFile);
const memberManifests = [...Object.entries(memberManifestsByFile), ...Object.entries(adminManifestsByFile)];
const manifests = [...firstLoadManifests, ...memberManifests];
const routed = manifests.flatMap(([, m]) => m.screens.map((s) => s.route));

/** Every file of src/features and its text, below one area. */
function filesOf(dir: string): Array<{ path: string; text: string }> {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory()
      ? filesOf(join(dir, d.name))
      : /\.tsx?$/.test(d.name)
        ? [{ path: join(dir, d.name), text: readFileSync(join(dir, d.name), 'utf8') }]
        : [],
  );
}
const featureFiles = filesOf(FEATURES);
/** A screen is an exported component named …Page; frames of pages are named otherwise (DemoSiteFrame). */
const screenNames = featureFiles.flatMap(({ path, text }) =>
  [...text.matchAll(/export (?:function|const) (\w+Page)\b/g)].map((m) => ({ path, name: m[1] ?? '' })),
);
const manifestTexts = areas.flatMap((area) =>
  ['area.ts', 'member-area.ts'].flatMap((file) => {
    try {
      return [readFileSync(join(FEATURES, area, file), 'utf8')];
    } catch {
      return [];
    }
  }),
);

describe('the screen manifests', () => {
  it('are found for every area that has a screen, and only as src/features/<area>/area.ts or member-area.ts', () => {
    expect(firstLoadManifests.length).toBeGreaterThan(0);
    expect(memberManifests.length).toBeGreaterThan(0);
    for (const [file] of firstLoadManifests) expect(file).toMatch(/^\/src\/features\/[a-z-]+\/area\.ts$/);
    for (const [file] of memberManifests) expect(file).toMatch(/^\/src\/features\/[a-z-]+\/member-area\.ts$/);
    const withScreens = new Set(screenNames.map(({ path }) => path.split('/')[2]));
    const withManifest = new Set(manifests.map(([file]) => file.split('/')[3]));
    expect([...withScreens].filter((area) => !withManifest.has(area))).toEqual([]);
  });

  it('name no route twice', () => {
    const twice = routed.filter((route, i) => routed.indexOf(route) !== i);
    expect(twice).toEqual([]);
  });

  it('reach every screen file: each exported …Page is named by some manifest', () => {
    const unreached = screenNames.filter(({ name }) => !manifestTexts.some((text) => new RegExp(`\\b${name}\\b`).test(text)));
    expect(unreached.map(({ path, name }) => `${path}: ${name}`)).toEqual([]);
  });

  it('give every route of the table a screen, but /admin, which only leads to the landing', () => {
    const withoutScreen = (Object.keys(routeTable) as RouteName[]).filter((route) => !routed.includes(route));
    expect(withoutScreen).toEqual(['admin']);
  });

  // The first load carries area.ts only: a screen of the member layout or the admin gate declared there would put its
  // declaration back in every visitor's first load; one declared in member-area.ts would never be routed by the shell.
  it('declare in area.ts only what the shell routes, in member-area.ts only what the member layout and admin gate do', () => {
    const behindSignIn = (s: AreaScreen) =>
      routeTable[s.route].access === 'admin' || (routeTable[s.route].access === 'member' && !s.withoutMemberLayout);
    const misplaced = [
      ...firstLoadManifests.flatMap(([file, m]) => m.screens.filter(behindSignIn).map((s) => `${file}: ${s.route}`)),
      ...memberManifests.flatMap(([file, m]) => m.screens.filter((s) => !behindSignIn(s)).map((s) => `${file}: ${s.route}`)),
    ];
    expect(misplaced).toEqual([]);
  });

  it('say once what a path no route has shows', () => {
    expect(manifests.filter(([, m]) => m.notFound)).toHaveLength(1);
  });

  it('keep the initiate pages out of the member layout, and only them', () => {
    expect(signedInScreens.map((s) => s.route)).toEqual(['initiateProfile', 'initiateFirm']);
    for (const s of signedInScreens) expect(routeTable[s.route].access).toBe('member');
  });
});

describe('the route tables built from them', () => {
  const accessOf = (screens: ReadonlyArray<{ route: RouteName }>) => new Set(screens.map((s) => routeTable[s.route].access));

  it('put each screen where its access says, in the route table order', () => {
    expect(accessOf(visitorScreens)).toEqual(new Set(['visitor']));
    expect(accessOf(publicScreens)).toEqual(new Set(['public']));
    expect(accessOf(memberScreens)).toEqual(new Set(['member']));
    expect(accessOf(mockScreens)).toEqual(new Set(['mock']));
    const order = Object.keys(routeTable);
    for (const table of [visitorScreens, publicScreens, memberScreens, mockScreens]) {
      const positions = table.map((s) => order.indexOf(s.route));
      expect(positions).toEqual(positions.toSorted((a, b) => a - b));
    }
    expect(visitorScreens[0]?.route).toBe('login');
  });

  it('lists the admin navigation in the order its manifest states, each admin route once', () => {
    // The labels and who has which are held by tests/machines/admin/admin.test.ts.
    const admin = (Object.keys(routeTable) as RouteName[]).filter((r) => routeTable[r].access === 'admin' && r !== 'admin');
    expect(adminLinks.map((l) => l.route).toSorted()).toEqual(admin.toSorted());
    const orders = manifests.flatMap(([, m]) => m.screens.flatMap((s) => ('nav' in s ? [s.nav.order] : [])));
    expect(new Set(orders).size).toBe(orders.length);
  });

  it('give every member page below the dashboard its breadcrumb label (src/contract/route-labels.ts)', () => {
    // A path of the route with a value in each parameter, as a member reaches it.
    const pathOf = (route: RouteName) => routeTable[route].path.replace(/:\w+\??/g, 'X1');
    const unlabelled = memberScreens
      .map((s) => s.route)
      .filter((route) => route !== 'dashboard' && breadcrumbOf(pathOf(route), 'License') === undefined);
    expect(unlabelled, 'member pages whose breadcrumb would show "Dashboard" alone').toEqual([]);
    expect(memberScreens.length).toBeGreaterThan(30);
  });
});

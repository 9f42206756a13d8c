// The member area's screens: every page inside the member layout (the areas' member-area.ts manifests, ../member-screen-table.ts), each a
// chunk of its own. A chunk of its own too (loaded by the router for a protected path), so a visitor's first load
// carries neither the member layout nor its data. A link's intent reads `memberScreens` here (../screen-intent.ts):
// the table is in this chunk, which the intent fetches anyway as the frame of a member path.
import { Route, Switch } from 'wouter';
import { routes } from '#contract/routes.ts';
import { page } from '#kernel/lazy-page.tsx';
import { memberScreens } from '../member-screen-table';

export { memberScreens };
import { MemberArea } from './member-area';

const MemberHome = page(() => import('./member-home-page'), 'MemberHomePage');

/** A member path without a screen yet shows the layout with a short note. */
export function MemberScreens() {
  return (
    <MemberArea>
      <Switch>
        {memberScreens.map(({ route, screen }) => (
          <Route key={route} path={routes[route]} component={screen} />
        ))}
        <Route>
          <MemberHome />
        </Route>
      </Switch>
    </MemberArea>
  );
}

// The member side menu (spec 1 §2.3): shown beside the page on wide screens and inside the phone menu dialog.
import { Link, useLocation } from 'wouter';
import { routes } from '#contract/routes.ts';

export interface SideMenuItem {
  key: string;
  label: string;
  path: string;
  external?: boolean;
}

/**
 * The one item that matches where the member is: the item whose path is the location, else the one with the
 * longest path the location sits under (Dashboard only matches itself). Two items may share a path (a disabled
 * target falls back to another page), and only the first of them is marked.
 */
export function currentMenuKey(items: readonly SideMenuItem[], location: string): string | null {
  const exact = items.find((item) => item.path === location);
  if (exact) return exact.key;
  const under = items
    .filter((item) => item.path !== routes.dashboard && location.startsWith(`${item.path}/`))
    .sort((a, b) => b.path.length - a.path.length);
  return under[0]?.key ?? null;
}

export function SideMenu({ items, onNavigate }: { items: readonly SideMenuItem[]; onNavigate?: () => void }) {
  const [location] = useLocation();
  const current = currentMenuKey(items, location);
  return (
    <nav aria-label="Member menu">
      <ul className="flex flex-col gap-1">
        {items.map((item) => (
          <li key={item.key}>
            {item.external ? (
              <a
                href={item.path}
                target="_blank"
                rel="noopener noreferrer"
                onClick={onNavigate}
                className="block rounded-md px-3 py-2 text-slate-700 hover:bg-slate-100"
              >
                {item.label}
                <span className="sr-only"> (opens in a new tab)</span>
                <span aria-hidden> ↗</span>
              </a>
            ) : (
              <Link
                href={item.path}
                onClick={onNavigate}
                aria-current={item.key === current ? 'page' : undefined}
                className={`block rounded-md px-3 py-2 ${item.key === current ? 'bg-primary text-white' : 'text-slate-700 hover:bg-slate-100'}`}
              >
                {item.label}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

// The admin area's frame (spec 1 §2.6, §6): its own labelled navigation with the links this administrator
// has (the super administrator all three, other admins User Settings), who is signed in, and the screen the gate
// chose. The links and screens come from the area's manifest (./area.ts) through the gate.
import { Suspense, type ComponentType } from 'react';
import { Link } from 'wouter';
import type { AdminLink, AdminRoute } from '#machines/admin/admin-access.ts';
import type { User } from '#contract';
import { hrefTo } from '#contract/routes.ts';
import { ScreenLoading } from '#kernel/lazy-page.tsx';

interface AdminAreaProps {
  user: User;
  current: AdminRoute;
  links: readonly AdminLink[];
  Screen: ComponentType | undefined;
}

export function AdminArea({ user, current: screen, links, Screen }: AdminAreaProps) {
  return (
    <div className="flex flex-col gap-6">
      <nav
        aria-label="Administration"
        className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-white p-2 shadow-sm ring-1 ring-slate-200"
      >
        <ul className="flex flex-wrap gap-1">
          {links.map((link) => (
            <li key={link.route}>
              <Link
                href={hrefTo(link.route)}
                aria-current={link.route === screen ? 'page' : undefined}
                className={`inline-flex min-h-10 items-center rounded-md px-3 py-2 font-medium ${link.route === screen ? 'bg-primary text-white' : 'text-primary hover:bg-slate-100'}`}
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
        <p className="px-2 text-sm text-slate-600" data-testid="signed-in-as">
          Signed in as <strong className="text-slate-800">{user.name}</strong> ({user.email})
        </p>
      </nav>
      <Suspense fallback={<ScreenLoading />}>{Screen ? <Screen /> : null}</Suspense>
    </div>
  );
}

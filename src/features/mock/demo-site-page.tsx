// The frame of a mock-mode page that stands in for a site outside the portal (spec §B: the projects site,
// the events site), so that no demo link dead-ends.
import type { ReactNode } from 'react';

export function DemoSiteFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-labelledby="demo-site-title" className="mx-auto max-w-2xl rounded-lg bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <p className="text-xs font-semibold tracking-wide text-amber-800 uppercase">Demo page (mock mode)</p>
      <h1 id="demo-site-title" className="mt-1 text-2xl font-semibold text-slate-900">
        {title}
      </h1>
      {children}
      <p className="mt-2 text-slate-700">You can close this tab.</p>
    </section>
  );
}

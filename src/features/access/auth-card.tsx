// The card every visitor screen sits in.
import type { ReactNode } from 'react';

export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-labelledby="page-title" className="mx-auto w-full max-w-lg rounded-lg bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <h1 id="page-title" className="mb-4 text-2xl font-semibold text-slate-900">
        {title}
      </h1>
      {children}
    </section>
  );
}

// The minimal home page of the foundation: proves the backend answers (company name, membership categories
// with their application charge). Later issues replace it with the real screens.
import { use } from 'react';
import { formatMoney } from '../ui/format';
import type { CategoryCard, HomeData } from './home-data';

interface HomePageProps {
  data: Promise<HomeData>;
}

export function HomePage({ data }: HomePageProps) {
  const home = use(data);
  const groups: Array<[string, CategoryCard[]]> = [
    ['Individual', home.categories.filter((c) => c.type === 'Individual')],
    ['Firm', home.categories.filter((c) => c.type === 'Corporate')],
  ];
  return (
    <>
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto max-w-5xl px-4 py-4">
          <h1 className="text-2xl font-semibold text-slate-900" data-testid="company-name">
            {home.title ?? home.caption ?? 'Member portal'}
          </h1>
          {home.title && home.caption ? <p className="text-slate-600">{home.caption}</p> : null}
        </div>
      </header>
      <main className="mx-auto max-w-5xl px-4 py-6">
        <h2 className="text-xl font-semibold text-slate-900">Membership categories</h2>
        {home.problems.length > 0 ? (
          <ul role="status" className="mt-3 rounded border border-amber-300 bg-amber-50 p-3 text-amber-900">
            {home.problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        ) : null}
        {groups.map(([label, cards]) =>
          cards.length > 0 ? (
            <section key={label} aria-labelledby={`cat-${label}`} className="mt-6">
              <h3 id={`cat-${label}`} className="text-lg font-medium text-slate-800">
                {label}
              </h3>
              <ul className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                {cards.map((c) => (
                  <li key={c.code} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm" data-testid="category-card">
                    <p className="text-sm font-medium uppercase tracking-wide text-slate-500">{c.code}</p>
                    <p className="mt-1 font-semibold text-slate-900">{c.description}</p>
                    <p className="mt-2 text-slate-700">
                      {c.charge ? (
                        <>
                          Application charge incl. VAT: <span className="font-semibold" data-testid="category-charge">{formatMoney(c.charge.amount, c.charge.currency)}</span>
                        </>
                      ) : (
                        'No application charge'
                      )}
                    </p>
                    {!c.canApply ? <p className="mt-1 text-sm text-slate-500">Not open for applications</p> : null}
                  </li>
                ))}
              </ul>
            </section>
          ) : null,
        )}
      </main>
    </>
  );
}

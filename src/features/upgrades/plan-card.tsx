// One upgrade plan as a card (45% of the row from medium screens, the full row on a phone): title, amount, what
// it asks for, and Select — a link, or a disabled control for a plan that is not open.
import type { ReactNode } from 'react';
import { Link } from 'wouter';

interface PlanCardProps {
  title: string;
  amount: string;
  /** Where Select goes; none: the plan is shown disabled. */
  href: string | null;
  selectLabel: string;
  children?: ReactNode;
}

export function PlanCard({ title, amount, href, selectLabel, children }: PlanCardProps) {
  return (
    <li
      className={`flex w-full flex-col gap-3 rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200 md:w-[45%] ${href ? '' : 'opacity-75'}`}
    >
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      <p className="text-xl font-semibold text-slate-900">{amount}</p>
      {children}
      <div>
        {href ? (
          <Link
            href={href}
            aria-label={selectLabel}
            className="inline-flex min-h-10 items-center rounded-md bg-primary px-4 py-2 font-medium text-white"
          >
            Select
          </Link>
        ) : (
          <button
            type="button"
            disabled
            aria-label={`${selectLabel} (not available)`}
            className="inline-flex min-h-10 cursor-not-allowed items-center rounded-md px-4 py-2 font-medium text-slate-600 ring-1 ring-slate-300"
          >
            Select
          </button>
        )}
      </div>
    </li>
  );
}

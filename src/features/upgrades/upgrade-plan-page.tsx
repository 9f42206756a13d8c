// Available Upgrade Plan (/upgrade/plan, upgradePlan of spec 3 §2): the static cards — Professional Engineer
// KES 11,000 (open), Consulting Engineer KES 100,000 and Accredited Checker KES 11,000 (not open). Select goes to
// the listing with the category's name, as document 3 says.
import { Link } from 'wouter';
import { STATIC_UPGRADE_CATEGORIES } from '#contract/membership-upgrades.ts';
import { hrefTo } from '#contract/routes.ts';
import { formatMoney } from '#contract/money.ts';
import { PlanCard } from './plan-card';

export function UpgradePlanPage() {
  return (
    <section aria-labelledby="upgrade-plan-title" className="flex flex-col gap-4">
      <div>
        <Link href={hrefTo('upgrade')} className="text-primary underline">
          Back to My Upgrades
        </Link>
      </div>
      <h1 id="upgrade-plan-title" className="text-2xl font-semibold text-slate-900">
        Available Upgrade Plan
      </h1>
      <ul className="flex flex-wrap gap-4">
        {STATIC_UPGRADE_CATEGORIES.map((c) => (
          <PlanCard
            key={c.code}
            title={c.name}
            amount={formatMoney(c.amount)}
            href={c.disabled ? null : hrefTo('listing', { type: c.name })}
            selectLabel={`Select ${c.name}`}
          >
            <p className="text-slate-700">{c.description}</p>
          </PlanCard>
        ))}
      </ul>
    </section>
  );
}

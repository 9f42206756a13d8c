// /categories (spec 1 §2.1): tabs Individual and Firm; a card per category open for applications, with its
// description and application charge including VAT; Select leads to the requirements. Closed registration
// (the settings' switch) shows the notice instead; either way the visitor has a way back to sign in.
import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { useSelector } from '@xstate/react';
import { Link } from 'wouter';
import { categoriesMachine } from '#machines/access/categories.machine.ts';
import { applicableCategories, applicationCharge, type MembershipCategory } from '#contract';
import { LoadError } from '#ui/load-error.tsx';
import { formatMoney } from '#contract/money.ts';
import { Loading } from '#ui/loading.tsx';
import { usePortal } from '#kernel/portal/portal-context.tsx';
import { hrefTo } from '#contract/routes.ts';
import { useFlowActor } from '#kernel/portal/use-flow-actor.ts';
import { useSite } from '#kernel/portal/site-context.tsx';
import { BackToSignIn } from './back-to-sign-in';
import { RegistrationClosed } from './registration-closed';

const TABS: Array<[string, MembershipCategory['categoryType']]> = [
  ['Individual', 'Individual'],
  ['Firm', 'Corporate'],
];

function CategoryCard({ category }: { category: MembershipCategory }) {
  const charge = applicationCharge(category);
  return (
    <li className="flex flex-col rounded-lg bg-white p-5 shadow-sm ring-1 ring-slate-200" data-testid="category-card">
      <h2 className="mt-1 text-lg font-semibold text-slate-900">{category.Description}</h2>
      <p className="mt-2 flex-1 text-slate-700">
        {charge ? (
          <>
            Application charge incl. VAT:{' '}
            <span className="font-semibold" data-testid="category-charge">
              {formatMoney(charge.amount, charge.currency)}
            </span>
          </>
        ) : (
          'No application charge'
        )}
      </p>
      <Link
        href={hrefTo('signup', { type: category.categoryType, code: category.Code })}
        className="mt-4 inline-flex min-h-10 items-center justify-center rounded-md bg-primary px-4 py-2 font-medium text-white"
        aria-label={`Select ${category.Description}`}
      >
        Select
      </Link>
    </li>
  );
}

export function CategoriesPage() {
  const site = useSite();
  if (!site.minor.registration) return <RegistrationClosed title="Choose your membership category" />;
  return <OpenCategories />;
}

function OpenCategories() {
  const { api } = usePortal();
  const actor = useFlowActor('registration-categories', categoriesMachine, { input: { api } });
  const categories = useSelector(actor, (s) => s.context.data);
  const error = useSelector(actor, (s) => s.context.error);
  const retryable = useSelector(actor, (s) => s.context.retryable);
  return (
    <section aria-labelledby="categories-title">
      <h1 id="categories-title" className="text-2xl font-semibold text-slate-900">
        Choose your membership category
      </h1>
      <BackToSignIn className="mt-2" />
      {error ? (
        <div className="mt-4">
          <LoadError error={error} onRetry={retryable ? () => actor.send({ type: 'load.retry' }) : undefined} />
        </div>
      ) : null}
      {!categories && !error ? <Loading /> : null}
      {categories ? (
        <TabGroup className="mt-4">
          <TabList className="flex gap-2 border-b border-slate-200">
            {TABS.map(([label]) => (
              <Tab
                key={label}
                className="-mb-px border-b-2 border-transparent px-4 py-2 font-medium text-slate-600 data-hover:text-slate-900 data-selected:border-primary data-selected:text-primary focus-visible:outline-2"
              >
                {label}
              </Tab>
            ))}
          </TabList>
          <TabPanels className="mt-4">
            {TABS.map(([label, type]) => {
              const open = applicableCategories(categories, type);
              return (
                <TabPanel key={label}>
                  {open.length === 0 ? (
                    <p className="text-slate-600">No {label.toLowerCase()} category is open for applications at the moment.</p>
                  ) : (
                    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                      {open.map((c) => (
                        <CategoryCard key={c.Code} category={c} />
                      ))}
                    </ul>
                  )}
                </TabPanel>
              );
            })}
          </TabPanels>
        </TabGroup>
      ) : null}
    </section>
  );
}

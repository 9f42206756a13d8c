// /search and /search/search-card/:code, the public Member Checker (document 1 §2.5), until its search screen
// lands: a page in the public layout (Back, My Account) that says what is coming, never "Nothing here".
import { Link, useLocation } from 'wouter';
import { hrefTo } from '../../contract/routes';
import { Button } from '../../ui/button';

export function MemberCheckerPage() {
  const [, navigate] = useLocation();
  // Back to where the visitor came from; a page opened on its own (a shared link) has nowhere to go back to.
  const handleBack = () => (window.history.length > 1 ? window.history.back() : navigate(hrefTo('login')));
  return (
    <section aria-labelledby="checker-title" className="mx-auto flex max-w-2xl flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button look="secondary" onClick={handleBack}>
          Back
        </Button>
        <Link href={hrefTo('login')} className="rounded-md px-3 py-2 text-primary underline">
          My Account
        </Link>
      </div>
      <div className="rounded-lg bg-white p-6 shadow-sm ring-1 ring-slate-200">
        <h1 id="checker-title" className="text-2xl font-semibold text-slate-900">
          Member Checker
        </h1>
        <p className="mt-2 text-slate-700">
          The Member Checker will let anyone confirm that a person is on the register: search members by name, filter by gender and
          membership category, and open a member&apos;s public card.
        </p>
        <p className="mt-2 text-slate-700" data-testid="coming-soon">
          It is being built and will be available here soon.
        </p>
      </div>
    </section>
  );
}

// Any unknown path (spec 1 §2.6): 'Nothing here' with Go Back to /.
import { Link } from 'wouter';
import { hrefTo } from '#contract/routes.ts';

export function NotFoundPage() {
  return (
    <section className="mx-auto mt-16 max-w-md text-center" aria-labelledby="nf-title">
      {/* Contrast at least 4.5:1 on the page background, though large text needs only 3:1. */}
      <p className="text-6xl font-bold text-slate-500">404</p>
      <h1 id="nf-title" className="mt-2 text-2xl font-semibold text-slate-900">
        Nothing here
      </h1>
      <Link
        href={hrefTo('login')}
        className="mt-6 inline-flex min-h-10 items-center rounded-md bg-primary px-4 py-2 font-medium text-white"
      >
        Go Back
      </Link>
    </section>
  );
}

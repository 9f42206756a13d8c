// /projects: My Projects has no screen of its own in the documents; it is the organisation's projects site, the
// settings' projectURL, opened in a new tab (spec §B). This page says so and offers that link, for anyone
// who arrives here by address.
import { useSite } from '#kernel/portal/site-context.tsx';

export function ProjectsPage() {
  const { projectUrl } = useSite();
  return (
    <section aria-labelledby="projects-title" className="rounded-lg bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <h1 id="projects-title" className="text-2xl font-semibold text-slate-900">
        My Projects
      </h1>
      {projectUrl ? (
        <>
          <p className="mt-2 text-slate-700">Your projects are kept on the organisation&apos;s projects site, which opens in a new tab.</p>
          <a
            href={projectUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-4 inline-flex min-h-10 items-center rounded-md bg-primary px-4 py-2 font-medium text-white"
          >
            Open the projects site<span className="sr-only"> (opens in a new tab)</span>
          </a>
        </>
      ) : (
        <p className="mt-2 text-slate-700">This portal has no projects site set up yet.</p>
      )}
    </section>
  );
}

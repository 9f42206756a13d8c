// /__mock/projects (mock mode only): what the settings' projectURL opens in the demo (decisions §B). The real
// projects site is the organisation's own; this page stands in for it so the My Projects link never dead-ends.
export function MockProjectsPage() {
  return (
    <section aria-labelledby="mock-projects-title" className="mx-auto max-w-2xl rounded-lg bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <p className="text-xs font-semibold tracking-wide text-amber-800 uppercase">Demo page (mock mode)</p>
      <h1 id="mock-projects-title" className="mt-1 text-2xl font-semibold text-slate-900">
        My Projects
      </h1>
      <p className="mt-2 text-slate-700">
        In the live portal, My Projects opens the organisation&apos;s projects site (the address in the portal settings) in a new tab, where
        members list the engineering projects they have worked on.
      </p>
      <p className="mt-2 text-slate-700">This demo has no projects site: this page stands in for it. You can close this tab.</p>
    </section>
  );
}

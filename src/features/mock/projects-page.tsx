// /__mock/projects (mock mode only): what the settings' projectURL opens in the demo (spec §B). The real
// projects site is the organisation's own; this page stands in for it so the My Projects link never dead-ends.
import { DemoSiteFrame } from './demo-site-page';

export function MockProjectsPage() {
  return (
    <DemoSiteFrame title="My Projects">
      <p className="mt-2 text-slate-700">
        In the live portal, My Projects opens the organisation&apos;s projects site (the address in the portal settings) in a new tab, where
        members list the engineering projects they have worked on.
      </p>
      <p className="mt-2 text-slate-700">This demo has no projects site: this page stands in for it.</p>
    </DemoSiteFrame>
  );
}

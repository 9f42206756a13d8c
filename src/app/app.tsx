// The app shell of the foundation: the home page inside an error boundary, and the mock-mode badge.
import { Suspense } from 'react';
import { ErrorBoundary } from './error-boundary';
import { HomePage } from './home-page';
import type { HomeData } from './home-data';
import { MockBadge } from './mock-badge';

export interface AppProps {
  home: Promise<HomeData>;
  mock: { scenario: string; seed: number } | null;
}

export function App({ home, mock }: AppProps) {
  return (
    <div className="min-h-screen bg-slate-50 text-slate-900">
      <ErrorBoundary title="The portal could not load its data">
        <Suspense fallback={<p className="p-6 text-slate-600" role="status">Loading…</p>}>
          <HomePage data={home} />
        </Suspense>
      </ErrorBoundary>
      {mock ? <MockBadge scenario={mock.scenario} seed={mock.seed} /> : null}
    </div>
  );
}

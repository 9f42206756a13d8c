// The mock-mode control: a small button beside the header's links (in the flow of the page, so it never covers
// anything, and on the first screen of every page) that says the portal runs on the fake backend, and opens on
// demand a panel with the scenario, the outbox of "sent" messages, a reset of the demo data and the dev panel (a
// dialog in a chunk of its own). It shows once the fake backend answers (tests wait for it). A chunk of its own,
// loaded in mock mode only. The panel is the browser's own popover, as the top bar's bell and Account are: Headless
// UI's Popover brought 15 chunks and its floating layer to every first page of mock mode.
import { lazy, Suspense, useId, useState } from 'react';
import { Link } from 'wouter';
import { describeError } from '#contract/error-text.ts';
import { hrefTo } from '#contract/routes.ts';
import { closeAround, NativePopover } from '#ui/native-popover.tsx';
import { mockControlsClient } from '#kernel/mock/mock-controls-client.ts';
import { MOCK_BADGE_BOX } from './mock-badge-box';

interface MockBadgeProps {
  scenario: string;
  seed: number;
  /** 'this browser', or 'portal serve at http://127.0.0.1:8787' (`?world=`). */
  world: string;
}

const DevPanel = lazy(() => import('#features/mock/dev-panel/dev-panel.tsx').then((m) => ({ default: m.DevPanel })));

/** What the README's screenshots hide (Playwright's `style` option): the demo's own control is not the portal. */
export const MOCK_BADGE_TEST_ID = 'mock-badge';

export function MockBadge({ scenario, seed, world }: MockBadgeProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [panelOpen, setPanelOpen] = useState(false);
  const id = useId();

  async function handleReset() {
    setBusy(true);
    setError(null);
    try {
      // Loaded on use: the controls' table is needed only when someone resets. (The client came with the badge, in
      // mock mode's one chunk after the paint: scripts/portal-chunk.ts.)
      const { mockControls } = await import('#contract/mock-controls.ts');
      await mockControlsClient().call(mockControls.reset, { body: {} });
      localStorage.removeItem('portal.session');
      window.location.assign(hrefTo('login'));
    } catch (e) {
      setError(describeError(e));
      setBusy(false);
    }
  }

  return (
    <>
      <div data-testid={MOCK_BADGE_TEST_ID}>
        <button
          type="button"
          popoverTarget={id}
          className={`flex ${MOCK_BADGE_BOX} items-center justify-center gap-1.5 rounded-full bg-amber-100 px-3 py-1 text-xs font-semibold text-amber-950 ring-1 ring-amber-300 [anchor-name:--mock-badge] hover:bg-amber-200 sm:text-sm`}
        >
          <span aria-hidden className="size-2 rounded-full bg-amber-600" />
          {/* "Mock" on a phone, so the header's links and the badge share one line (issue 34). */}
          Mock<span className="sr-only sm:not-sr-only"> mode</span>
          <span className="sr-only">
            , scenario {scenario}, seed {seed}
          </span>
        </button>
        <NativePopover
          id={id}
          anchor="[position-anchor:--mock-badge]"
          className="bg-amber-50 p-3 text-sm text-amber-950 ring-amber-300 sm:w-72"
        >
          <div className="flex flex-col gap-2">
            <p>
              The portal runs on a fake backend {world === 'this browser' ? 'in this browser' : 'held elsewhere'}: scenario{' '}
              <strong>{scenario}</strong>, seed <strong>{seed}</strong>.
            </p>
            <p data-testid="mock-world">world: {world}</p>
            <Link href={hrefTo('mockOutbox')} onClick={closeAround} className="self-start underline hover:text-amber-800">
              Outbox
            </Link>
            <button
              type="button"
              onClick={() => void handleReset()}
              disabled={busy}
              className="self-start underline hover:text-amber-800 disabled:opacity-50"
            >
              {busy ? 'Resetting…' : 'Reset data'}
            </button>
            <button
              type="button"
              onClick={(event) => {
                closeAround(event);
                setPanelOpen(true);
              }}
              className="self-start underline hover:text-amber-800"
            >
              Dev panel
            </button>
            {error ? <p role="alert">{error}</p> : null}
          </div>
        </NativePopover>
      </div>
      {panelOpen ? (
        <Suspense fallback={null}>
          <DevPanel open onClose={() => setPanelOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}

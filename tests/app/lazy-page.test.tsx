// @vitest-environment jsdom
// A lazy screen shows as soon as its chunk arrives, not 300 ms after its 'Loading…' (React's reveal throttle).
import { render, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { page, useScreensShownOnArrival } from '#app/lazy-page';

function Arrived() {
  return <p>The screen</p>;
}

function Frame({ children }: { children: React.ReactNode }) {
  useScreensShownOnArrival();
  return <Suspense fallback={<p>Loading…</p>}>{children}</Suspense>;
}

/** A chunk that arrives `ms` after it is asked for. */
const chunkIn = (ms: number) => () => new Promise<{ Arrived: typeof Arrived }>((resolve) => setTimeout(() => resolve({ Arrived }), ms));

describe('page', () => {
  it('shows the screen within moments of its chunk arriving', async () => {
    const Screen = page(chunkIn(50), 'Arrived');
    const start = performance.now();
    render(
      <Frame>
        <Screen />
      </Frame>,
    );
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    // React's throttle would keep the 'Loading…' until 300 ms after it showed.
    await waitFor(() => expect(screen.queryByText('Loading…')).not.toBeInTheDocument(), { timeout: 200 });
    expect(screen.getByText('The screen')).toBeVisible();
    expect(performance.now() - start).toBeLessThan(290);
  });
});

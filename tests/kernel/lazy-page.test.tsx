// @vitest-environment jsdom
// A lazy screen shows as soon as its chunk arrives, not 300 ms after its 'Loading…' (React's reveal throttle), and
// a chunk that arrives with no 'Loading…' showing renders nothing again.
import { render, screen, waitFor } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { page, ScreenLoading, useScreensShownOnArrival } from '#kernel/lazy-page.tsx';

function Arrived() {
  return <p>The screen</p>;
}

let frameRenders = 0;

function Frame({ children }: { children: ReactNode }) {
  useScreensShownOnArrival();
  frameRenders += 1;
  return <Suspense fallback={<ScreenLoading />}>{children}</Suspense>;
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
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    // React's throttle would keep the 'Loading…' until 300 ms after it showed.
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument(), { timeout: 200 });
    expect(screen.getByText('The screen')).toBeVisible();
    expect(performance.now() - start).toBeLessThan(290);
  });

  it('renders the frame again only while a screen is loading', async () => {
    const Screen = page(chunkIn(0), 'Arrived');
    const Later = page(chunkIn(0), 'Arrived');
    render(
      <Frame>
        <Screen />
      </Frame>,
    );
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    const before = frameRenders;
    // Another screen's chunk arrives under a boundary with no 'Loading…' (as the inactivity warning's does).
    render(
      <Suspense fallback={null}>
        <Later />
      </Suspense>,
    );
    await screen.findAllByText('The screen');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(frameRenders).toBe(before);
  });
});

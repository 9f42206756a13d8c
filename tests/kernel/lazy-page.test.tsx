// @vitest-environment jsdom
// A lazy screen fetched ahead (`preload`, on a link's intent) renders at once, with no 'Loading…' in between; one
// not fetched ahead shows 'Loading…' until its chunk arrives (React's own Suspense); a failed fetch is asked again.
import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, ScreenLoading } from '#kernel/lazy-page.tsx';

function Arrived() {
  return <p>The screen</p>;
}

const shown = (Screen: ReturnType<typeof page>) =>
  render(
    <Suspense fallback={<ScreenLoading />}>
      <Screen />
    </Suspense>,
  );

describe('page', () => {
  it('renders a preloaded screen in its first commit, with no Loading… between', async () => {
    const load = vi.fn(() => Promise.resolve({ Arrived }));
    const Screen = page(load, 'Arrived');
    await Screen.preload();
    shown(Screen);
    expect(screen.getByText('The screen')).toBeVisible();
    expect(screen.queryByRole('status')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows Loading… for a screen not fetched ahead, then the screen, fetching it once', async () => {
    const load = vi.fn(() => new Promise<{ Arrived: typeof Arrived }>((resolve) => setTimeout(() => resolve({ Arrived }), 20)));
    const Screen = page(load, 'Arrived');
    shown(Screen);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    void Screen.preload();
    expect(await screen.findByText('The screen', {}, { timeout: 2_000 })).toBeVisible();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks again after a failed fetch', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ Arrived });
    const Screen = page(load, 'Arrived');
    await expect(Screen.preload()).rejects.toThrow('offline');
    await Screen.preload();
    shown(Screen);
    expect(screen.getByText('The screen')).toBeVisible();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

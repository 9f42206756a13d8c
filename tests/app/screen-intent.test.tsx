// @vitest-environment jsdom
// Screens fetched on a link's intent (src/app/screen-intent.ts): a pointer over, the focus on or a finger on a link
// fetches the screens its path opens and their frame, and nothing else; a link that leaves the app fetches nothing.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useEffect } from 'react';
import { Router, useRouter } from 'wouter';
import { firstLoadScreens } from '#app/screen-table.ts';
import { memberScreens } from '#app/member-screen-table.ts';
import { adminScreens } from '#app/admin-screen-table.ts';
import { listenForIntent } from '#app/screen-intent.ts';
import type { RouteName } from '#contract/routes.ts';

const lazyOf = (route: RouteName) => {
  const found = [...firstLoadScreens, ...memberScreens, ...adminScreens].find((s) => s.route === route)?.screen;
  if (!found || !('preload' in found)) throw new Error(`${route} has no lazy screen`);
  return found;
};

const memberFrame = { preload: vi.fn(() => Promise.resolve()) };
const adminFrame = { preload: vi.fn(() => Promise.resolve()) };
const framesFor = (path: string) => (path.startsWith('/dashboard') ? [memberFrame] : path.startsWith('/admin') ? [adminFrame] : []);

function Links() {
  const { parser } = useRouter();
  useEffect(() => listenForIntent(parser, framesFor), [parser]);
  return (
    <>
      <a href="/search">Member Checker</a>
      <a href="/search/search-card/M1001">A card</a>
      <a href="/dashboard">Dashboard</a>
      <a href="/admin/user-settings">User Settings</a>
      <a href="https://elsewhere.example.org/search">Elsewhere</a>
    </>
  );
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  memberFrame.preload.mockClear();
  adminFrame.preload.mockClear();
});

describe('screens fetched on intent', () => {
  it.each([
    ['a pointer over', (link: HTMLElement) => fireEvent.pointerOver(link)],
    ['the focus on', (link: HTMLElement) => fireEvent.focusIn(link)],
    ['a finger on', (link: HTMLElement) => fireEvent.touchStart(link)],
  ])('%s a link fetches the screen of its path, not its neighbours', (_, intent) => {
    const search = vi.spyOn(lazyOf('search'), 'preload').mockResolvedValue(undefined);
    const card = vi.spyOn(lazyOf('searchCard'), 'preload').mockResolvedValue(undefined);
    render(
      <Router>
        <Links />
      </Router>,
    );
    intent(screen.getByRole('link', { name: 'Member Checker' }));
    expect(search).toHaveBeenCalledTimes(1);
    expect(card).not.toHaveBeenCalled();
    expect(memberFrame.preload).not.toHaveBeenCalled();
  });

  it("a member path fetches the member frame with the path's screen, declared in the member chunk", async () => {
    const dashboard = vi.spyOn(lazyOf('dashboard'), 'preload').mockResolvedValue(undefined);
    render(
      <Router>
        <Links />
      </Router>,
    );
    fireEvent.pointerOver(screen.getByRole('link', { name: 'Dashboard' }));
    expect(memberFrame.preload).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(dashboard).toHaveBeenCalledTimes(1));
  });

  it("an admin path fetches the admin gate with the path's screen, declared in the gate's chunk, and no member screen", async () => {
    const users = vi.spyOn(lazyOf('adminUsers'), 'preload').mockResolvedValue(undefined);
    const settings = vi.spyOn(lazyOf('adminSettings'), 'preload').mockResolvedValue(undefined);
    const dashboard = vi.spyOn(lazyOf('dashboard'), 'preload').mockResolvedValue(undefined);
    render(
      <Router>
        <Links />
      </Router>,
    );
    fireEvent.pointerOver(screen.getByRole('link', { name: 'User Settings' }));
    expect(adminFrame.preload).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(users).toHaveBeenCalledTimes(1));
    expect(settings).not.toHaveBeenCalled();
    expect(dashboard).not.toHaveBeenCalled();
    expect(memberFrame.preload).not.toHaveBeenCalled();
  });

  it('a link that leaves the app fetches nothing', () => {
    const search = vi.spyOn(lazyOf('search'), 'preload').mockResolvedValue(undefined);
    render(
      <Router>
        <Links />
      </Router>,
    );
    fireEvent.pointerOver(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(search).not.toHaveBeenCalled();
    expect(memberFrame.preload).not.toHaveBeenCalled();
  });
});

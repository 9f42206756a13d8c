// @vitest-environment jsdom
// Screens fetched on a link's intent (src/app/screen-intent.ts): a pointer over, the focus on or a finger on a link
// fetches the screens its path opens and their frame, and nothing else; a link that leaves the app fetches nothing.
// A first-load screen's chunks (the build's lists, decision 053) are announced all at once, and a move no link
// started (wouter's navigate) is an intent too.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useEffect } from 'react';
import { Router, useRouter } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
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

function Links({ files }: { files?: Partial<Record<RouteName, readonly string[]>> }) {
  const { parser } = useRouter();
  useEffect(() => listenForIntent(parser, framesFor, files), [parser, files]);
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

const announced = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) => l.getAttribute('href'));

afterEach(() => {
  cleanup();
  for (const link of document.head.querySelectorAll('link[rel="modulepreload"]')) link.remove();
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

  it("announces a first-load screen's chunks all at once, before fetching it, each once a page", () => {
    const files = { search: ['/assets/checker-1.js', '/assets/shared-1.js'], searchCard: ['/assets/card-1.js', '/assets/shared-1.js'] };
    const search = vi.spyOn(lazyOf('search'), 'preload').mockImplementation(() => {
      expect(announced()).toEqual(files.search);
      return Promise.resolve(undefined);
    });
    vi.spyOn(lazyOf('searchCard'), 'preload').mockResolvedValue(undefined);
    render(
      <Router>
        <Links files={files} />
      </Router>,
    );
    fireEvent.pointerOver(screen.getByRole('link', { name: 'Member Checker' }));
    fireEvent.focusIn(screen.getByRole('link', { name: 'Member Checker' }));
    expect(search).toHaveBeenCalledTimes(2);
    expect(announced()).toEqual(files.search);
    fireEvent.pointerOver(screen.getByRole('link', { name: 'A card' }));
    expect(announced()).toEqual([...files.search, '/assets/card-1.js']);
  });

  it('takes a move no link started (a form going on to its next step) as an intent, until it stops listening', () => {
    const files = { search: ['/assets/checker-2.js'] };
    const search = vi.spyOn(lazyOf('search'), 'preload').mockResolvedValue(undefined);
    const card = vi.spyOn(lazyOf('searchCard'), 'preload').mockResolvedValue(undefined);
    const { unmount } = render(
      <Router>
        <Links files={files} />
      </Router>,
    );
    try {
      navigate('/search');
      expect(search).toHaveBeenCalledTimes(1);
      expect(card).not.toHaveBeenCalled();
      expect(announced()).toEqual(files.search);
      unmount();
      navigate('/search/search-card/M1001', { replace: true });
      expect(card).not.toHaveBeenCalled();
    } finally {
      navigate('/', { replace: true });
    }
  });
});

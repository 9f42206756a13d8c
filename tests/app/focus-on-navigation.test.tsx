// @vitest-environment jsdom
// Focus moved by the route change itself (src/app/use-focus-on-navigation.ts): after a move to another page the
// main region takes the focus once the page is rendered (its heading there, nothing loading), not before; the
// first page of a visit keeps the browser's own start; a control that took the focus meanwhile keeps it.
import { act, cleanup, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { useFocusOnNavigation } from '#app/use-focus-on-navigation.ts';

type Page = 'heading' | 'loading' | 'none';
let showPage: (page: Page) => void = () => undefined;

function Frame() {
  const main = useRef<HTMLElement>(null);
  useFocusOnNavigation(main);
  const [page, setPage] = useState<Page>('heading');
  showPage = (next) => act(() => setPage(next));
  return (
    <>
      <button type="button">Elsewhere</button>
      <main ref={main} tabIndex={-1} aria-label="Main">
        {page === 'none' ? null : <h1>A page</h1>}
        {page === 'loading' ? <p data-loading>Loading…</p> : null}
      </main>
    </>
  );
}

function start() {
  const location = memoryLocation({ path: '/one' });
  render(
    <Router hook={location.hook}>
      <Frame />
    </Router>,
  );
  return { go: (path: string) => act(() => location.navigate(path)), main: screen.getByRole('main') };
}

afterEach(cleanup);

describe('focus on navigation', () => {
  it('leaves the first page alone, and focuses the next page once its heading is there and nothing loads', async () => {
    const { go, main } = start();
    expect(main).not.toHaveFocus();
    showPage('none');
    go('/two');
    expect(main).not.toHaveFocus();
    showPage('loading');
    // The mutation observer's records arrive in a microtask.
    await act(() => Promise.resolve());
    expect(main).not.toHaveFocus();
    showPage('heading');
    await act(() => Promise.resolve());
    expect(main).toHaveFocus();
  });

  it('focuses at once a page that is rendered when the route changes', () => {
    const { go, main } = start();
    go('/two');
    expect(main).toHaveFocus();
  });

  it('gives way to a control that took the focus before the page was rendered', async () => {
    const { go, main } = start();
    showPage('none');
    go('/two');
    act(() => screen.getByRole('button', { name: 'Elsewhere' }).focus());
    showPage('heading');
    await act(() => Promise.resolve());
    expect(main).not.toHaveFocus();
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
  });
});

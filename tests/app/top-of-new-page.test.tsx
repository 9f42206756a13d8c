// @vitest-environment jsdom
// A page opened in place starts at its top (src/app/use-top-of-new-page.ts): pushState keeps the old page's scroll,
// and a new page that starts scrolled pulls the footer into view while it loads. The first page of a visit and a
// page reached by Back or Forward keep the position the browser gives them.
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { navigate } from 'wouter/use-browser-location';
import { useTopOfNewPage } from '#app/use-top-of-new-page.ts';

function Frame() {
  useTopOfNewPage();
  return null;
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the top of a new page', () => {
  it('leaves the first page alone and sets each page opened in place at its top', () => {
    history.replaceState(null, '', '/one');
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    render(<Frame />);
    expect(scrollTo).not.toHaveBeenCalled();
    act(() => navigate('/two'));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    act(() => navigate('/two?page=2'));
    expect(scrollTo, 'the same page with another query is not a new page').toHaveBeenCalledTimes(1);
  });

  it('keeps the restored position of a page reached by Back or Forward, and sets the next page opened in place at its top', () => {
    history.replaceState(null, '', '/one');
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    render(<Frame />);
    act(() => {
      // What Back does to the address, then tells.
      history.replaceState(null, '', '/earlier');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(scrollTo).not.toHaveBeenCalled();
    act(() => navigate('/next'));
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });
});

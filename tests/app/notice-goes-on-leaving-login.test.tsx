// @vitest-environment jsdom
// The notice of why the last session ended goes once the visitor leaves the login page (src/app/
// use-notice-goes-on-leaving-login.ts), and only then: a render of an earlier address that commits after the browser
// is back on the login page is no departure.
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { navigate } from 'wouter/use-browser-location';
import { useNoticeGoesOnLeavingLogin } from '#app/use-notice-goes-on-leaving-login.ts';

function Frame({ session }: { session: { send: () => void } }) {
  useNoticeGoesOnLeavingLogin(session);
  return null;
}

afterEach(cleanup);

describe('the notice on leaving the login page', () => {
  it('goes when the visitor leaves the login page, not on arriving at it or moving elsewhere', () => {
    history.replaceState(null, '', '/');
    const session = { send: vi.fn() };
    render(<Frame session={session} />);
    expect(session.send).not.toHaveBeenCalled();
    act(() => navigate('/categories'));
    expect(session.send).toHaveBeenCalledTimes(1);
    expect(session.send).toHaveBeenLastCalledWith({ type: 'session.dismissNotice' });
    act(() => navigate('/search'));
    act(() => navigate('/'));
    expect(session.send, 'arriving at the login page, or moving between other pages, keeps it').toHaveBeenCalledTimes(1);
    act(() => navigate('/forgot-password'));
    expect(session.send).toHaveBeenCalledTimes(2);
  });

  it('stays when a render of an earlier address commits while the browser is on the login page', () => {
    // The render's address (a memory location) runs behind the browser's: the member area after a sign-in commits
    // once the session has already ended and sent the browser back to the login page.
    history.replaceState(null, '', '/');
    const rendered = memoryLocation({ path: '/' });
    const session = { send: vi.fn() };
    render(
      <Router hook={rendered.hook}>
        <Frame session={session} />
      </Router>,
    );
    act(() => rendered.navigate('/dashboard'));
    expect(session.send).not.toHaveBeenCalled();
    act(() => rendered.navigate('/'));
    expect(session.send).not.toHaveBeenCalled();
    // The same render once the browser is there too: a departure.
    history.replaceState(null, '', '/dashboard');
    act(() => rendered.navigate('/dashboard'));
    expect(session.send).toHaveBeenCalledTimes(1);
  });
});

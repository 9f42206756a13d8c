// @vitest-environment jsdom
// The loading frames of issue 25: a list page shows its heading and the place of its list at once; the frame says
// 'Loading…' once to assistive technology (the one status the tests wait to be gone) and its skeleton rows are
// hidden from it; the content replaces the frame.
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ListPage } from '#ui/list-page.tsx';
import { LoadingFrame } from '#ui/loading-frame.tsx';

afterEach(cleanup);

describe('loading frames', () => {
  it('a frame: one status naming what loads, and the rows asked for, hidden from assistive technology', () => {
    render(<LoadingFrame label="Loading results…" rows={20} />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(/^Loading results…$/);
    const skeleton = screen.getByTestId('loading-frame').querySelector('[data-skeleton]')!;
    expect(skeleton.getAttribute('aria-hidden')).toBe('true');
    expect(skeleton.children).toHaveLength(20);
    expect(status.closest('[aria-hidden]')).toBeNull();
  });

  it('a list page: its heading and action at once, the frame while it loads, then the content in its place', () => {
    const page = (data: string[] | null) => (
      <ListPage id="t" title="My Upgrades" action={<button type="button">New Upgrade</button>} error={null} data={data} loadingRows={4}>
        {(rows) => (
          <ul>
            {rows.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
        )}
      </ListPage>
    );
    const { rerender } = render(page(null));
    expect(screen.getByRole('heading', { level: 1, name: 'My Upgrades' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'New Upgrade' })).toBeTruthy();
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.getByTestId('loading-frame').querySelector('[data-skeleton]')!.children).toHaveLength(4);
    rerender(page(['UPG-1']));
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByTestId('loading-frame')).toBeNull();
    expect(within(screen.getByRole('region', { name: 'My Upgrades' })).getByText('UPG-1')).toBeTruthy();
  });

  it('a failed load shows the error under the heading instead of the frame', () => {
    render(
      <ListPage id="t" title="My Upgrades" error="The server is down." data={null}>
        {() => null}
      </ListPage>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'My Upgrades' })).toBeTruthy();
    expect(screen.queryByTestId('loading-frame')).toBeNull();
    expect(screen.getByRole('alert')).toHaveTextContent('The server is down.');
  });
});

// @vitest-environment jsdom
// A choice whose Headless UI field arrives after the page shows (#ui/arriving): its stand-in looks the same, a
// press on it before the field arrives opens the list on arrival, and a stand-in that had the focus hands it on.
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useArriving } from '#ui/arriving.ts';
import { SelectStandIn } from '#ui/select-stand-in.tsx';
import type * as SelectModule from '#ui/select-field.tsx';

const options = [
  { value: 'all', label: 'All' },
  { value: 'Female', label: 'Female' },
];

/** The field's module, held back until the test lets it arrive. */
function heldField() {
  let arrive = () => {};
  const gate = new Promise<void>((resolve) => (arrive = resolve));
  const load = () => gate.then(() => import('#ui/select-field.tsx'));
  return {
    load,
    arrive: () =>
      act(async () => {
        arrive();
        await load();
      }),
  };
}

/** The field's own button, once it has replaced the stand-in (which waits for the screen to be on the display). */
async function arrived(): Promise<HTMLElement> {
  await waitFor(() => expect(screen.getByRole('button', { name: /Gender/ })).not.toHaveAttribute('data-stand-in'));
  return screen.getByRole('button', { name: /Gender/ });
}

function Gender({ load }: { load: () => Promise<typeof SelectModule> }) {
  const { module, pressed, focused, press } = useArriving<typeof SelectModule, 'gender'>(load);
  const field = { label: 'Gender', value: 'all', options };
  return module ? (
    <module.SelectField {...field} onValue={() => undefined} openOnArrival={pressed === 'gender'} focusOnArrival={focused === 'gender'} />
  ) : (
    <SelectStandIn {...field} standIn="gender" onPress={() => press('gender')} />
  );
}

describe('a choice that arrives after the page shows', () => {
  afterEach(cleanup);

  it('its stand-in is a labelled button that says it opens a list, showing the choice', () => {
    render(<Gender load={heldField().load} />);
    const standIn = screen.getByRole('button', { name: 'Gender' });
    expect(standIn).toHaveAttribute('aria-haspopup', 'listbox');
    expect(standIn).toHaveTextContent('All');
  });

  it('a press before it arrived opens the list on arrival', async () => {
    const field = heldField();
    render(<Gender load={field.load} />);
    fireEvent.click(screen.getByRole('button', { name: 'Gender' }));
    expect(screen.queryByRole('listbox')).toBeNull();
    await field.arrive();
    expect(await screen.findByRole('option', { name: 'Female' })).toBeInTheDocument();
  });

  it('the focus its stand-in had moves to it, and the list stays closed', async () => {
    const field = heldField();
    render(<Gender load={field.load} />);
    screen.getByRole('button', { name: 'Gender' }).focus();
    await field.arrive();
    const button = await arrived();
    expect(button).toHaveFocus();
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('untouched, it arrives closed and leaves the focus where it was', async () => {
    const field = heldField();
    render(<Gender load={field.load} />);
    await field.arrive();
    const button = await arrived();
    expect(button).not.toHaveFocus();
    expect(screen.queryByRole('listbox')).toBeNull();
  });
});

// @vitest-environment jsdom
// The generic confirmation dialog blocks an empty input, and confirms at once without one. Its dialog code arrives
// when a dialog first opens (decision 064), so the test waits for it as a user does, whatever ran before it.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from '#ui/confirm-dialog.tsx';

afterEach(cleanup);

describe('dialogs', () => {
  it('blocks confirming while the input is empty, then passes the trimmed value', async () => {
    const onConfirm = vi.fn();
    render(<ConfirmDialog open title="Reject" message="Why?" inputLabel="Reason" onConfirm={onConfirm} onCancel={() => undefined} />);
    const confirm = await screen.findByRole('button', { name: 'Confirm' });
    expect(confirm).toHaveProperty('disabled', true);
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: '   ' } });
    expect(confirm).toHaveProperty('disabled', true);
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: '  Not eligible ' } });
    fireEvent.click(confirm);
    expect(onConfirm).toHaveBeenCalledWith('Not eligible');
  });

  it('confirms at once without an input', async () => {
    const onConfirm = vi.fn();
    render(<ConfirmDialog open title="Submit" message="Sure?" onConfirm={onConfirm} onCancel={() => undefined} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledWith('');
  });
});

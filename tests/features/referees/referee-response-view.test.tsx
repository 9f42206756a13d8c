// @vitest-environment jsdom
// The referee's page through the whole portal (router, public route, stepper machine, session storage), signed
// out: a failed accept shows the server's message with every answer still there, the page mounted again (a
// reload) comes back on the same step with the same answers, and accepting opens the report with the link's
// parts and leaves no draft behind.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { createPortal } from '#app/boot.tsx';
import { Providers } from '#app/providers.tsx';
import { readConfig } from '#config';
import { TEST_BASE_URL } from '#mocks/node.ts';
import { linkFromUrl } from '#contract/profile-referee.ts';
import { preparePdf } from '#ui/pdf/pdfjs.ts';
import { useBackend } from '../../support/backend';

const QUESTIONS = 5;

function openAt(path: string) {
  window.history.replaceState(null, '', path);
  const { portal, site } = createPortal(readConfig({ VITE_API_BASE_URL: TEST_BASE_URL }), null);
  return render(<Providers portal={portal} site={site} />);
}

const answerBox = () => screen.getByRole('textbox', { name: 'Answer' });
const drafts = () => Object.keys(sessionStorage).filter((k) => k.startsWith('portal.referee.'));

describe('referee response (view)', () => {
  const t = useBackend({ scenario: 'default' });
  afterEach(() => {
    t.server.resetHandlers();
    cleanup();
    localStorage.clear();
    sessionStorage.clear();
  });

  it('document 2 §2 ResponseCard "reject: only on step 1": Reject opens \'Rejection Remarks\' on step 1 and is absent from every later step', async () => {
    const link = t.lastMessageTo('approver@demo.test')!.links[0]!;
    openAt(link);
    await screen.findByRole('heading', { name: 'Question 1' }, { timeout: 10_000 });
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    expect(await screen.findByRole('dialog', { name: 'Rejection Remarks' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Rejection Remarks' })).toBeNull());
    for (let n = 1; n < QUESTIONS; n++) {
      fireEvent.change(answerBox(), { target: { value: `Answer ${n}` } });
      fireEvent.click(screen.getByRole('button', { name: 'Next' }));
      expect(await screen.findByRole('heading', { name: `Question ${n + 1}` })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Reject' })).toBeNull();
    }
    // Back on step 1 it is offered again.
    for (let n = QUESTIONS; n > 1; n--) fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByRole('heading', { name: 'Question 1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reject' })).toBeInTheDocument();
  });

  it('keeps everything through a failed accept and a reload, then accepts and opens the report', async () => {
    const link = t.lastMessageTo('approver@demo.test')!.links[0]!;
    const first = openAt(link);
    expect(await screen.findByText('Dear Eng. Faith Nyambura,', {}, { timeout: 10_000 })).toBeInTheDocument();
    for (let n = 1; n <= 2; n++) {
      fireEvent.change(answerBox(), { target: { value: `Answer ${n}` } });
      fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    }
    expect(screen.getByRole('heading', { name: 'Question 3' })).toBeInTheDocument();
    expect(drafts()).toHaveLength(1);

    first.unmount();
    openAt(link);
    expect(await screen.findByRole('heading', { name: 'Question 3' }, { timeout: 10_000 })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(answerBox()).toHaveValue('Answer 2');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    for (let n = 3; n <= QUESTIONS; n++) {
      fireEvent.change(answerBox(), { target: { value: `Answer ${n}` } });
      if (n < QUESTIONS) fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    }

    t.server.use(
      http.post(`${TEST_BASE_URL}questions/update`, () =>
        HttpResponse.json({ message: 'The server is having a bad day.' }, { status: 500 }),
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The server is having a bad day.');
    expect(answerBox()).toHaveValue(`Answer ${QUESTIONS}`);
    expect(screen.getByRole('heading', { name: `Question ${QUESTIONS}` })).toBeInTheDocument();

    t.server.resetHandlers();
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(window.location.pathname).toBe('/profile/RefereeFormReport/2'), { timeout: 10_000 });
    // The report's address keeps the link's parts in the fragment: no query string a server would log.
    const sent = linkFromUrl(new URL(link, 'http://portal.test'), { user: decodeURIComponent(link.split(/[/#]/)[3]!) });
    expect(window.location.search).toBe('');
    expect(Object.fromEntries(new URLSearchParams(window.location.hash.slice(1)))).toEqual({ user: sent.user, code: sent.code });
    expect(await screen.findByText('Referee Confirmed Successfully')).toBeInTheDocument();
    expect(drafts()).toEqual([]);
    // The report's bytes came (Download is offered): the server took the link's parts. pdf.js, which draws them,
    // loads in the background and cannot draw in jsdom (the browser suite holds the drawing). The test ends once it
    // has loaded: its module logs a warning on import in Node, and a log after the file's worker starts closing
    // fails the whole run (Vitest's EnvironmentTeardownError, "onUserConsoleLog" pending).
    expect(await screen.findByRole('button', { name: 'Download' }, { timeout: 10_000 })).toBeInTheDocument();
    await preparePdf().catch(() => undefined);
  });
});

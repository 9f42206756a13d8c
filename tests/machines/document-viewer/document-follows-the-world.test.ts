// An open document follows the world (issue 34: the application's PDF said "Status: New" under a timeline that
// had moved on): news that may change what it states fetches it again quietly, the reader keeping the page and
// zoom; news it does not state, or a failed refresh, leaves the shown document as it was.
import { createActor, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { bytesToBase64, type ApiClient } from '#contract';
import { documentViewerMachine, selectZoom, type DocumentViewerInput } from '#machines/document-viewer/document-viewer.machine.ts';
import { connectChanges, createChangeBus } from '#machines/changes/change-bus.ts';

const api: ApiClient = { call: () => Promise.reject(new Error('no call expected')) };
const pdf = (text: string) => bytesToBase64(new TextEncoder().encode(`%PDF-1.7 ${text}`));
const text = (bytes: Uint8Array | null) => new TextDecoder().decode(bytes ?? new Uint8Array());

/** A viewer on a bus of its own, its fetch and its opening given. */
function viewerWith(load: DocumentViewerInput['load'], open: DocumentViewerInput['open']) {
  const bus = createChangeBus();
  return { bus, actor: connectChanges(createActor(documentViewerMachine, { input: { api, load, open } }), bus).start() };
}

function viewerOf(answers: Array<string | Error>, pages: number[]) {
  let loads = 0;
  let opens = 0;
  const viewer = viewerWith(
    () => {
      const answer = answers[Math.min(loads++, answers.length - 1)]!;
      return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
    },
    () => Promise.resolve({ pageCount: pages[Math.min(opens++, pages.length - 1)]! }),
  );
  return { ...viewer, loads: () => loads };
}

describe('an open document follows the world', () => {
  it('is fetched again on news of an application, keeping the page and zoom', async () => {
    const { actor, bus, loads } = viewerOf([pdf('Status: New'), pdf('Status: Committee Review')], [3, 3]);
    await waitFor(actor, (s) => s.matches({ ready: 'shown' }));
    actor.send({ type: 'viewer.next' });
    actor.send({ type: 'viewer.zoomIn' });
    bus.tell('application');
    await waitFor(actor, (s) => s.matches({ ready: 'shown' }) && loads() === 2);
    expect(text(actor.getSnapshot().context.bytes)).toContain('Status: Committee Review');
    expect(actor.getSnapshot().context.page).toBe(2);
    expect(selectZoom(actor.getSnapshot())).toBe(1.25);
  });

  it('keeps the page within a document that came back shorter', async () => {
    const { actor, bus, loads } = viewerOf([pdf('long'), pdf('short')], [3, 1]);
    await waitFor(actor, (s) => s.matches({ ready: 'shown' }));
    actor.send({ type: 'viewer.goTo', page: 3 });
    bus.tell('payment');
    await waitFor(actor, (s) => s.matches({ ready: 'shown' }) && loads() === 2);
    expect(actor.getSnapshot().context).toMatchObject({ page: 1, pageCount: 1 });
  });

  it('is not fetched again on news it does not state (the profile, the settings)', async () => {
    const { actor, bus, loads } = viewerOf([pdf('one'), pdf('two')], [1]);
    await waitFor(actor, (s) => s.matches({ ready: 'shown' }));
    bus.tell('profile');
    bus.tell('site');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(loads()).toBe(1);
    expect(text(actor.getSnapshot().context.bytes)).toContain('one');
  });

  it('news heard while the first fetch is under way fetches it once more when shown: that fetch may read the records from before', async () => {
    let answerFirst: (base64: string) => void = () => undefined;
    let loads = 0;
    const { actor, bus } = viewerWith(
      () => (++loads === 1 ? new Promise<string>((resolve) => (answerFirst = resolve)) : Promise.resolve(pdf('Status: Open'))),
      () => Promise.resolve({ pageCount: 1 }),
    );
    expect(actor.getSnapshot().matches('fetching')).toBe(true);
    bus.tell('everything');
    bus.tell('application');
    answerFirst(pdf('Status: New'));
    await waitFor(actor, (s) => s.matches({ ready: 'shown' }) && loads === 2);
    expect(text(actor.getSnapshot().context.bytes)).toContain('Status: Open');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(loads).toBe(2);
  });

  it('news heard while fetched bytes are being opened (first or again) fetches once more; none heard, none more', async () => {
    for (const when of ['opening', 'reopening'] as const) {
      const opens: Array<() => void> = [];
      let loads = 0;
      const { actor, bus } = viewerWith(
        () => Promise.resolve(pdf(`version ${++loads}`)),
        () => new Promise((resolve) => opens.push(() => resolve({ pageCount: 1 }))),
      );
      await waitFor(actor, (s) => s.matches('opening'));
      if (when === 'reopening') {
        opens.shift()!();
        await waitFor(actor, (s) => s.matches({ ready: 'shown' }));
        bus.tell('payment');
        await waitFor(actor, (s) => s.matches({ ready: 'reopening' }));
      }
      const before = loads;
      bus.tell('everything');
      opens.shift()!();
      await waitFor(actor, (s) => s.matches({ ready: 'reopening' }) && loads === before + 1);
      opens.shift()!();
      await waitFor(actor, (s) => s.matches({ ready: 'shown' }));
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(loads, when).toBe(before + 1);
      expect(text(actor.getSnapshot().context.bytes), when).toContain(`version ${before + 1}`);
    }
  });

  it('stays shown as it was when the refresh fails', async () => {
    const { actor, bus, loads } = viewerOf([pdf('shown'), new Error('The server could not be reached.')], [2]);
    await waitFor(actor, (s) => s.matches({ ready: 'shown' }));
    bus.tell('application');
    await waitFor(actor, (s) => s.matches({ ready: 'shown' }) && loads() === 2);
    expect(text(actor.getSnapshot().context.bytes)).toContain('shown');
    expect(actor.getSnapshot().context.error).toBeNull();
  });
});

// The convictions declaration machine against the fake backend (spec §F), beside the two machines that show the
// same part of the world: the convictions sub-list (where the details are recorded) and the Application checklist,
// which hears each change and turns its CONVICTION row with no reload asked by anyone. Each cause alone: no answer,
// No, Yes without details, Yes with one conviction, the last conviction deleted after Yes; a choice that is
// neither Yes nor No is never sent; a No refused by the server keeps what was chosen.
import { createActor, waitFor, type AnyActorRef } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { ApiClient } from '#contract';
import { declarationMessages } from '#contract/declarations.ts';
import { convictions } from '#contract/profile-lists.ts';
import { checklistMachine } from '#machines/checklist/checklist.machine.ts';
import { selectForm } from '#machines/crud-list/crud-list.machine.ts';
import { createSubListMachine } from '#machines/crud-list/sub-list.ts';
import { convictionDeclarationMachine, selectDeclaration } from '#machines/profile/conviction-declaration.machine.ts';
import { connectChanges, createChangeBus, type ChangeBus } from '#machines/changes/change-bus.ts';
import { useBackend } from '../../support/backend';

const convictionList = createSubListMachine(convictions);

describe('the convictions declaration machine', () => {
  const t = useBackend({ scenario: 'default' });

  /** pending@'s declaration, convictions list and checklist on one change bus, as the portal starts them. */
  async function screen(email = 'pending@demo.test') {
    const api: ApiClient = await t.signIn(email);
    const bus: ChangeBus = createChangeBus();
    const declaration = connectChanges(createActor(convictionDeclarationMachine, { input: { api } }), bus).start();
    const list = connectChanges(createActor(convictionList, { input: { api } }), bus).start();
    const checklist = connectChanges(createActor(checklistMachine('GRADUATE', 'Application'), { input: { api } }), bus).start();
    await waitFor(declaration, (s) => s.matches({ ready: 'idle' }));
    await waitFor(list, (s) => s.matches({ ready: 'idle' }));
    await waitFor(checklist, (s) => s.matches('ready'));
    const row = () => checklist.getSnapshot().context.data?.find((i) => i.checkListType === 'CONVICTION')?.pass;
    const view = () => selectDeclaration(declaration.getSnapshot());
    /** Waits until the declaration is at rest with `made`, and the checklist's row says the same. */
    const settlesAt = async (made: boolean) => {
      await waitFor(declaration, (s) => s.matches({ ready: 'idle' }) && selectDeclaration(s).made === made);
      await waitFor(checklist, (s) => s.matches('ready') && row() === made);
    };
    const answer = async (value: 'Yes' | 'No') => {
      declaration.send({ type: 'declaration.choose', answer: value });
      declaration.send({ type: 'declaration.submit' });
      await waitFor(declaration, (s) => s.matches({ ready: 'idle' }) && (s.context.saved || s.context.error !== null));
    };
    const addConviction = async () => {
      list.send({ type: 'list.add' });
      const form: AnyActorRef = selectForm(list.getSnapshot())!;
      for (const [name, value] of Object.entries({ ConvictionDate: '2019-03-04', Offence: 'Reckless driving', SentenceImposed: 'A fine' }))
        form.send({ type: 'form.change', name, value });
      form.send({ type: 'form.submit' });
      await waitFor(list, (s) => s.matches({ ready: 'idle' }) && s.context.changed === 'added');
    };
    const removeLast = async () => {
      const row = list.getSnapshot().context.rows.at(-1)!;
      list.send({ type: 'list.delete', row });
      list.send({ type: 'list.confirm' });
      await waitFor(list, (s) => s.matches({ ready: 'idle' }) && s.context.changed === 'removed');
    };
    return { declaration, checklist, view, row, settlesAt, answer, addConviction, removeLast };
  }

  it('no answer: not made, and a submit without a choice shows the message and sends nothing', async () => {
    const s = await screen();
    expect(s.view()).toMatchObject({ answer: '', standing: 'unanswered', made: false });
    expect(s.row()).toBe(false);
    s.declaration.send({ type: 'declaration.submit' });
    expect(s.declaration.getSnapshot().context.fieldError).toBe(declarationMessages.answerRequired);
    expect(s.declaration.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    // Nothing was sent: the stored answer is still none.
    const again = await screen();
    expect(again.view().answer).toBe('');
  });

  it('No makes it, and the checklist row turns passed without a reload asked', async () => {
    const s = await screen();
    await s.answer('No');
    expect(s.view()).toMatchObject({ answer: 'No', standing: 'none', made: true });
    await s.settlesAt(true);
  });

  it('Yes with no details is not made; one conviction makes it; deleting the last one unmakes it', async () => {
    const s = await screen();
    await s.answer('Yes');
    expect(s.view()).toMatchObject({ answer: 'Yes', standing: 'detailsMissing', made: false });
    await s.settlesAt(false);

    await s.addConviction();
    await s.settlesAt(true);
    expect(s.view()).toMatchObject({ answer: 'Yes', convictions: 1, standing: 'declared' });

    await s.removeLast();
    await s.settlesAt(false);
    expect(s.view()).toMatchObject({ answer: 'Yes', convictions: 0, standing: 'detailsMissing' });
  });

  it('No while a conviction is recorded: the server refuses, what was chosen stays, the stored Yes stands', async () => {
    const s = await screen();
    await s.addConviction();
    await s.settlesAt(true);
    await s.answer('No');
    const { context } = s.declaration.getSnapshot();
    expect(context.error).toBe(declarationMessages.noWhileRecorded);
    expect(context.chosen).toBe('No');
    expect(s.view()).toMatchObject({ answer: 'Yes', made: true });
    await s.removeLast();
    await s.settlesAt(false);
  });
});

// The crud-list machine built from a contract definition alone: the blank form its fields imply, contacts added
// and edited through their one save call, and a list the view does not show yet (attachments) edited without
// sending its stored file back.
import { createActor, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { messages } from '#contract';
import { attachments, certifications, contacts, facilities, OTHER_UNIVERSITY, shareholders } from '#contract/profile-lists.ts';
import { selectForm } from '#machines/crud-list/crud-list.machine.ts';
import { blankOf, createSubListMachine } from '#machines/crud-list/sub-list.ts';
import { useBackend } from '../../support/backend';

describe('sub-list machine from a contract definition', () => {
  const t = useBackend({ scenario: 'default' });

  const contactList = createSubListMachine(contacts);
  const attachmentList = createSubListMachine(attachments);
  const idle = (s: { matches: (v: { ready: 'idle' }) => boolean; context: { changed: string | null } }, changed: string | null = null) =>
    s.matches({ ready: 'idle' }) && (changed === null || s.context.changed === changed);

  it("starts a form blank: '' for text and choices, nothing for numbers and files, false for a checkbox", () => {
    expect(blankOf(shareholders)).toEqual({
      name: '',
      identificationDocumentNo: '',
      discipline: '',
      type: '',
      regNo: '',
      sharesHeld: undefined,
    });
    expect(blankOf(facilities)).toEqual({ nameOfEquipment: '', quantity: undefined, ownership: '', remarks: '', File: undefined });
    expect(blankOf(contacts, { Country: 'KE' })).toMatchObject({ Type: '', Country: 'KE', County: '' });
  });

  it('adds a contact through the save call, and edits it in place through the same call', async () => {
    const actor = createActor(contactList, { input: { api: await t.signIn('member@demo.test') } }).start();
    await waitFor(actor, (s) => idle(s));
    const before = actor.getSnapshot().context.rows.length;
    actor.send({ type: 'list.add' });
    const form = selectForm(actor.getSnapshot())!;
    for (const [name, value] of Object.entries({ Type: 'Work', PhoneNo: '0202000111', Address: 'Barabara Plaza', Country: 'KE' }))
      form.send({ type: 'form.change', name, value });
    form.send({ type: 'form.submit' });
    await waitFor(actor, (s) => idle(s, 'added'));
    const added = actor.getSnapshot().context.rows.find((r) => r.Address === 'Barabara Plaza')!;
    expect(actor.getSnapshot().context.rows).toHaveLength(before + 1);

    actor.send({ type: 'list.edit', row: added });
    const edit = selectForm(actor.getSnapshot())!;
    expect(edit.getSnapshot().context.values).toMatchObject({ lineNo: added.lineNo, Address: 'Barabara Plaza', PhoneNo: '0202000111' });
    edit.send({ type: 'form.change', name: 'Address', value: 'Upper Hill' });
    edit.send({ type: 'form.submit' });
    await waitFor(actor, (s) => idle(s, 'updated'));
    const rows = actor.getSnapshot().context.rows;
    expect(rows).toHaveLength(before + 1);
    expect(rows.find((r) => r.lineNo === added.lineNo)?.Address).toBe('Upper Hill');
  });

  it("edits an attachment without sending its stored file back (the form's file field starts empty), and the row keeps it", async () => {
    const api = await t.signIn('member@demo.test');
    const pdf = new File([new TextEncoder().encode('%PDF-1.4\n%test\n')], 'kra.pdf', { type: 'application/pdf' });
    const stored = await api.call(attachments.calls.add, { body: { description: 'KRA', fileName: 'kra.pdf', attachment: pdf } });
    const actor = createActor(attachmentList, { input: { api } }).start();
    await waitFor(actor, (s) => idle(s));
    const row = actor.getSnapshot().context.rows.find((r) => r.lineNo === stored.data.lineNo)!;
    expect(row).toMatchObject({ attached: true, fileName: 'kra.pdf' });
    actor.send({ type: 'list.edit', row });
    const edit = selectForm(actor.getSnapshot())!;
    expect(edit.getSnapshot().context.values).toMatchObject({
      lineNo: row.lineNo,
      description: 'KRA',
      fileName: 'kra.pdf',
      attachment: undefined,
    });
    edit.send({ type: 'form.change', name: 'description', value: 'KRA PIN' });
    edit.send({ type: 'form.submit' });
    await waitFor(actor, (s) => idle(s, 'updated'));
    expect(actor.getSnapshot().context.rows.find((r) => r.lineNo === row.lineNo)).toMatchObject({
      description: 'KRA PIN',
      attached: true,
      attachment: row.attachment,
    });
  });

  it('keeps a refused file out of the form: the field empties with the message, and a new row is not saved without its file', async () => {
    const api = await t.signIn('firm@demo.test');
    const actor = createActor(createSubListMachine(facilities), { input: { api } }).start();
    await waitFor(actor, (s) => idle(s));
    actor.send({ type: 'list.add' });
    const form = selectForm(actor.getSnapshot())!;
    const good = new File([new TextEncoder().encode('%PDF-1.4\n')], 'lease.pdf', { type: 'application/pdf' });
    for (const [name, value] of Object.entries({ nameOfEquipment: 'Drone', quantity: 1, File: good }))
      form.send({ type: 'form.change', name, value });
    form.send({ type: 'form.refuse', name: 'File', message: messages.attachmentNotPdf });
    expect(form.getSnapshot().context).toMatchObject({ errors: { File: messages.attachmentNotPdf } });
    expect(form.getSnapshot().context.values.File).toBeUndefined();
    expect(form.getSnapshot().context.values.nameOfEquipment).toBe('Drone');
    form.send({ type: 'form.submit' });
    // A new row needs its file (the server would refuse it): said beside the file field, before any call, and the
    // form keeps what was typed.
    expect(form.getSnapshot()).toMatchObject({
      value: 'editing',
      context: { errors: { File: messages.attachmentRequired }, serverError: null },
    });
    expect(form.getSnapshot().context.values).toMatchObject({ nameOfEquipment: 'Drone', quantity: 1 });
  });

  it("sends an 'OTHER' university without its code and edits the row as 'OTHER' again", async () => {
    const api = await t.signIn('pending@demo.test');
    const actor = createActor(createSubListMachine(certifications), { input: { api } }).start();
    await waitFor(actor, (s) => idle(s));
    actor.send({ type: 'list.add' });
    const form = selectForm(actor.getSnapshot())!;
    const values = {
      Category: 'Local',
      Type: 'Educational',
      UniversityCode: OTHER_UNIVERSITY,
      Institution: 'Kabete National Polytechnic',
      AreaOfSpecialization: 'Civil',
      CertificateAwarded: 'Diploma',
      CertificateNo: 'KNP-7',
      StartDate: '2008-01-10',
      EndDate: '2010-11-30',
      GraduationDate: '2010-12-15',
      File: new File([new TextEncoder().encode('%PDF-1.4\n')], 'diploma.pdf', { type: 'application/pdf' }),
    };
    for (const [name, value] of Object.entries(values)) form.send({ type: 'form.change', name, value });
    form.send({ type: 'form.submit' });
    await waitFor(actor, (s) => idle(s, 'added'));
    const row = actor.getSnapshot().context.rows.find((r) => r.Institution === 'Kabete National Polytechnic')!;
    expect(row).toMatchObject({ UniversityCode: '', attached: true, fileName: 'diploma.pdf' });
    actor.send({ type: 'list.edit', row });
    expect(selectForm(actor.getSnapshot())!.getSnapshot().context.values).toMatchObject({
      UniversityCode: OTHER_UNIVERSITY,
      Institution: 'Kabete National Polytechnic',
      File: undefined,
    });
  });
});

// @vitest-environment jsdom
// Issue 23 item 7, the profile forms (view level, against the fake backend): a failed lookup offers Try again; the
// lookups the documents name fill their fields; Completion Year and a practice start date are checked beside
// their fields against today; the file picker shows only our "Chosen: x.pdf"; a refused picture is never shown;
// referee phone and type are checked inline before anything is sent.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '../../support/user';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { createActor } from 'xstate';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { endpoints, type ApiClient } from '#contract';
import { captionsFor } from '#contract/captions.ts';
import { listMessages } from '#contract/profile-lists.ts';
import { countFormsFrom, deviceToday } from '#contract/form-today.ts';
import { MemberDataContext, type MemberDataActor } from '#kernel/member-data-context.tsx';
import { createChangeBus } from '#machines/changes/change-bus.ts';
import { PortalContext, type Portal } from '#kernel/portal/portal-context.tsx';
import { DEFAULT_SITE, SiteContext } from '#kernel/portal/site-context.tsx';
import { initiateFirmMachine, initiateProfileMachine } from '#machines/profile/bio-forms.ts';
import { BioForm } from '#features/profile/bio-form.tsx';
import { FirmBioForm } from '#features/profile/firm-bio-form.tsx';
import { SubListView } from '#features/profile/sub-list-view.tsx';
import { certifications, contacts, referees, specializations, workExperience } from '#features/profile/sub-lists.ts';
import { FileField } from '#ui/file-field.tsx';
import { TEST_BASE_URL } from '#mocks/node.ts';
import { useBackend } from '../../support/backend';

// jsdom's File and Blob cannot be read back as Node's fetch and the picture check read them (as in sub-list-uploads).
const { File: NodeFile, Blob: NodeBlob } = await import('node:buffer');
const jsdomGlobals = { File: globalThis.File, Blob: globalThis.Blob };
Object.assign(globalThis, { File: NodeFile, Blob: NodeBlob });

/** A day counted from the simulated clock's today (the test backend's is fixed, far from the device's). */
let simulatedToday = deviceToday;
const isoDay = (offsetDays: number) =>
  new Date(Date.parse(`${simulatedToday()}T12:00:00Z`) + offsetDays * 86_400_000).toISOString().slice(0, 10);
const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** A 1×1 PNG: the picture on file. */
const STORED_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

describe('the profile forms (issue 23 item 7)', () => {
  const t = useBackend({ scenario: 'default' });
  let api: ApiClient;
  beforeAll(async () => {
    api = await t.signIn('member@demo.test');
    // The forms count today from the simulated clock, as mock mode's composition root points them.
    simulatedToday = () => t.backend.simulation.today();
    countFormsFrom(simulatedToday);
  });
  afterEach(() => {
    cleanup();
    t.server.resetHandlers();
    vi.restoreAllMocks();
  });
  afterAll(() => {
    countFormsFrom(deviceToday);
    Object.assign(globalThis, jsdomGlobals);
  });

  const memberData = { send: () => undefined } as unknown as MemberDataActor;
  const show = (resource: unknown, site = DEFAULT_SITE) =>
    render(
      <PortalContext.Provider value={{ api, changes: createChangeBus() } as Portal}>
        <SiteContext.Provider value={site}>
          <MemberDataContext.Provider value={memberData}>
            <SubListView resource={resource as typeof specializations} />
          </MemberDataContext.Provider>
        </SiteContext.Provider>
      </PortalContext.Provider>,
    );
  const openAdd = async (noun: string) => {
    fireEvent.click(await screen.findByRole('button', { name: `Add ${noun}` }));
    return screen.findByRole('dialog', { name: `Add ${noun}` });
  };

  it('DECISIONS §A (every load ends in data or a retryable error): a lookup that fails says so with Try again, which loads it again', async () => {
    // The lookup service is down until Try again (the table's names may ask for the same list first).
    let down = true;
    let failures = 0;
    t.server.use(
      http.get(`${TEST_BASE_URL}setup/specialization-types`, () => {
        if (!down) return undefined;
        failures++;
        return HttpResponse.json({ message: 'The lookup service is down.' }, { status: 503 });
      }),
    );
    show(specializations);
    const dialog = await openAdd('specialization');
    expect(await within(dialog).findByText(/The choices could not be loaded/)).toBeTruthy();
    expect(failures).toBeGreaterThanOrEqual(1);
    down = false;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Try again to load Specialization' }));
    await waitFor(() => expect(within(dialog).queryByText(/The choices could not be loaded/)).toBeNull());
    expect(within(dialog).queryByRole('button', { name: /Try again/ })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: /^Specialization/ }));
    const first = t.backend.db.lookups.findMany((q) => q.where({ list: 'specialization-types' }), { orderBy: { order: 'asc' } })[0]!;
    expect(await screen.findByRole('option', { name: first.Description })).toBeTruthy();
  });

  it('document 2 §7 and document 1 §3: qualification codes, postal codes, industry groups, firms and divisions fill the fields that use them', async () => {
    const captions = captionsFor('');
    const loaderOf = (resource: { fields: Array<{ name: string; options?: unknown }> }, name: string) => {
      const options = resource.fields.find((f) => f.name === name && typeof f.options === 'function')?.options;
      if (typeof options !== 'function') throw new Error(`${name} has no lookup`);
      return options as (a: ApiClient, c: typeof captions) => Promise<Array<{ value: string; label: string }>>;
    };
    const seeded = (list: string) => t.backend.db.lookups.findMany((q) => q.where({ list }), { orderBy: { order: 'asc' } });
    expect(await loaderOf(certifications, 'QualificationDescription')(api, captions)).toEqual(
      seeded('qualification-codes').map((q) => ({ value: q.Description, label: q.Description })),
    );
    expect(await loaderOf(contacts, 'PostCode')(api, captions)).toEqual(
      seeded('postal-codes').map((p) => ({ value: p.Code, label: `${p.Code} ${p.Description}` })),
    );
    expect(await loaderOf(workExperience, 'IndustryGroup')(api, captions)).toEqual(
      seeded('industry-group').map((g) => ({ value: g.Code, label: g.Description })),
    );
    expect(await loaderOf(specializations, 'Division')(api, captions)).toEqual(
      seeded('divisions').map((d) => ({ value: d.Code, label: d.Description })),
    );
    const firms = await loaderOf(workExperience, 'FirmNo')(api, captions);
    const firm = t.backend.db.profiles.findFirst((q) => q.where({ type: 'Corporate', MemberNo: (m) => m !== '' }))!;
    expect(firms).toContainEqual({ value: firm.MemberNo, label: `${firm.FirstName} (${firm.MemberNo})` });

    // On screen: a Kenyan contact picks its postal code from the list.
    show(contacts);
    const dialog = await openAdd('contact');
    fireEvent.click(within(dialog).getByRole('button', { name: /^Postal code/ }));
    expect(await screen.findByRole('option', { name: '00100 Nairobi GPO' })).toBeTruthy();
  });

  it('document 2 §9: Completion Year starts at 2021 and lists 1900 to this year; the form accepts 1900 and this year, refuses 1899 and next year', async () => {
    const thisYear = Number(isoDay(0).slice(0, 4));
    const { add } = (await import('#contract/profile-lists.ts')).certifications.formSchemas(() => isoDay(0));
    const yearIssue = (year: number) =>
      add.safeParse({ CompletionYear: year }).error?.issues.find((i) => i.path[0] === 'CompletionYear')?.message ?? null;
    expect(yearIssue(1899)).toBe(listMessages.completionYearRange);
    expect(yearIssue(1900)).toBeNull();
    expect(yearIssue(thisYear)).toBeNull();
    expect(yearIssue(thisYear + 1)).toBe(listMessages.completionYearRange);

    show(certifications);
    const dialog = await openAdd('qualification');
    const year = within(dialog).getByRole('button', { name: /^Completion Year/ });
    expect(year.textContent).toContain('2021');
    fireEvent.click(year);
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(options[0]).toBe(String(thisYear));
    expect(options.at(-1)).toBe('1900');
    expect(options).not.toContain(String(thisYear + 1));
    expect(options).not.toContain('1899');
  });

  it('document 2 §5 (dates cannot be after today): a practice start date of tomorrow is refused beside the field before anything is sent; today is taken', async () => {
    const posts: string[] = [];
    const listen = ({ request }: { request: Request }) => void (request.method === 'POST' && posts.push(request.url));
    t.server.events.on('request:start', listen);
    show(workExperience);
    const dialog = await openAdd('work experience');
    const start = within(dialog).getByLabelText('Start Date');
    // The picker itself offers nothing after today (the forms' today: the simulated clock's here).
    expect(start).toHaveAttribute('max', isoDay(0));
    expect(within(dialog).getByLabelText('End Date')).toHaveAttribute('max', isoDay(0));
    fireEvent.change(within(dialog).getByLabelText('Place of Work'), { target: { value: 'Kenya Power' } });
    fireEvent.change(within(dialog).getByLabelText('Designation'), { target: { value: 'Engineer' } });
    fireEvent.click(within(dialog).getByLabelText('I work here now'));
    fireEvent.change(start, { target: { value: isoDay(1) } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const message = await within(dialog).findByText(listMessages.dateInFuture);
    expect(start.getAttribute('aria-describedby')).toContain(message.id);
    expect(posts).toEqual([]);

    fireEvent.change(start, { target: { value: isoDay(0) } });
    await waitFor(() => expect(within(dialog).queryByText(listMessages.dateInFuture)).toBeNull());
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add work experience' })).toBeNull());
    expect(posts).toHaveLength(1);
    t.server.events.removeListener('request:start', listen);

    // The fake server refuses by its simulated clock too: the world's tomorrow is later than its today.
    const tomorrow = isoDay(1);
    await expect(
      api.call(endpoints.profile.addWorkExperience, {
        body: { PlaceOfWork: 'KPLC', Designation: 'Engineer', StartDate: tomorrow, Current: true },
      }),
    ).rejects.toThrow(listMessages.dateInFuture);
  });

  it('issue 23 item 7 ("Chosen: x.pdf" alone): the browser\'s own file control is hidden, a labelled button opens the picker from the keyboard', async () => {
    const user = setupUser({ applyAccept: false });
    function Field() {
      const [chosen, setChosen] = useState<string>();
      return <FileField label="Certificate" chosen={chosen} onChoose={(f) => setChosen(f?.name)} />;
    }
    render(<Field />);
    const input = screen.getByLabelText<HTMLInputElement>('Certificate');
    // Visually hidden (so its "No file chosen" never shows), out of the tab order, still labelled.
    expect(input.className.split(' ')).toContain('sr-only');
    expect(input.tabIndex).toBe(-1);
    const opens = vi.spyOn(input, 'click').mockImplementation(() => undefined);
    await user.tab();
    const button = screen.getByRole('button', { name: 'Choose file for Certificate' });
    expect(document.activeElement).toBe(button);
    await user.keyboard('{Enter}');
    expect(opens).toHaveBeenCalledTimes(1);
    await user.upload(input, new File(['%PDF-1.4'], 'degree.pdf', { type: 'application/pdf' }));
    expect(screen.getByText('Chosen: degree.pdf')).toBeTruthy();
    expect(screen.queryByText(/No file chosen/)).toBeNull();
  });

  it('issue 23 item 7 (a rejected picture not previewed): a picture too large or not an image is refused with the spec message and the picture on file stays shown', async () => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:chosen-picture');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const actor = createActor(initiateProfileMachine(isoDay(0)), { input: { api } }).start();
    render(
      <PortalContext.Provider value={{ api, changes: createChangeBus() } as Portal}>
        <BioForm actor={actor} picture={STORED_PNG} submitLabel="Save profile" />
      </PortalContext.Provider>,
    );
    const user = setupUser({ applyAccept: false });
    const picture = screen.getByLabelText('Picture');
    const shown = () => screen.getByRole<HTMLImageElement>('img', { name: 'Your picture' }).src;
    expect(shown()).toMatch(/^data:image\/png;base64,/);

    const big = new Uint8Array(2_100_000);
    big.set(PNG_HEAD);
    await user.upload(picture, new File([big], 'huge.png', { type: 'image/png' }));
    expect(await screen.findByText('Picture should be less than 2MB')).toBeTruthy();
    expect(shown()).toMatch(/^data:image\/png;base64,/);

    await user.upload(picture, new File(['%PDF-1.4 not a picture'], 'cv.png', { type: 'image/png' }));
    expect(await screen.findByText('Picture must be a JPEG or PNG image')).toBeTruthy();
    expect(shown()).toMatch(/^data:image\/png;base64,/);
    expect(actor.getSnapshot().context.values.Image).toBeUndefined();

    // A good one is taken and shown.
    await user.upload(picture, new File([new Uint8Array(PNG_HEAD)], 'me.png', { type: 'image/png' }));
    await waitFor(() => expect(shown()).toBe('blob:chosen-picture'));
    expect(screen.queryByText('Picture must be a JPEG or PNG image')).toBeNull();
  });

  it('document 2 §5 (Referee: Phone No and Referee Type required, phone digits only): both are checked beside their fields before anything is sent', async () => {
    const posts: string[] = [];
    const listen = ({ request }: { request: Request }) => void (request.method === 'POST' && posts.push(request.url));
    t.server.events.on('request:start', listen);
    show(referees);
    const dialog = await openAdd('referee');
    const phone = within(dialog).getByLabelText('Phone No');
    fireEvent.change(phone, { target: { value: '0711-222' } });
    fireEvent.blur(phone);
    expect(await within(dialog).findByText(listMessages.phoneDigitsOnly)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Wanjirũ Kamau' } });
    fireEvent.change(within(dialog).getByLabelText('Email'), { target: { value: 'wanjiru@example.com' } });
    fireEvent.change(within(dialog).getByLabelText('Member No'), { target: { value: 'M12345' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(listMessages.refereeTypeRequired)).toBeTruthy();
    expect(within(dialog).getByText(listMessages.phoneDigitsOnly)).toBeTruthy();
    fireEvent.change(phone, { target: { value: '' } });
    expect(await within(dialog).findByText(listMessages.phoneNoRequired)).toBeTruthy();
    fireEvent.change(phone, { target: { value: '0711222333' } });
    await waitFor(() => expect(within(dialog).queryByText(listMessages.phoneNoRequired)).toBeNull());
    expect(within(dialog).queryByText(listMessages.phoneDigitsOnly)).toBeNull();
    expect(within(dialog).getByText(listMessages.refereeTypeRequired)).toBeTruthy();
    expect(posts).toEqual([]);
    t.server.events.removeListener('request:start', listen);
  });

  describe('decisions §E: the countyField switch', () => {
    const withCounty = (countyField: boolean) => ({ ...DEFAULT_SITE, minor: { ...DEFAULT_SITE.minor, countyField } });
    const inSite = (countyField: boolean, form: React.ReactNode) =>
      render(
        <PortalContext.Provider value={{ api, changes: createChangeBus() } as Portal}>
          <SiteContext.Provider value={withCounty(countyField)}>{form}</SiteContext.Provider>
        </PortalContext.Provider>,
      );
    const townsOffered = async () => {
      fireEvent.click(await screen.findByRole('button', { name: /^Town/ }));
      return screen.findAllByRole('option').then((options) => options.map((o) => o.textContent));
    };

    it("the individual bio: County and the county's towns while on; no County and every town of Kenya while off", async () => {
      const on = inSite(
        true,
        <BioForm actor={createActor(initiateProfileMachine(isoDay(0)), { input: { api } }).start()} submitLabel="Save" />,
      );
      expect(await screen.findByRole('button', { name: /^County/ })).toBeTruthy();
      on.unmount();
      const off = { countyField: false, practicing_firm: true };
      inSite(false, <BioForm actor={createActor(initiateProfileMachine(isoDay(0), off), { input: { api } }).start()} submitLabel="Save" />);
      const towns = await townsOffered();
      expect(screen.queryByRole('button', { name: /^County/ })).toBeNull();
      expect(screen.queryByLabelText('County / Region')).toBeNull();
      // Towns of two counties at the two ends of Kenya, each name once.
      expect(towns).toEqual(expect.arrayContaining(['Mombasa', 'Kisumu']));
      expect(new Set(towns).size).toBe(towns.length);
    });

    it('the firm bio: County while on; none while off (its town from every town of Kenya)', async () => {
      const on = inSite(
        true,
        <FirmBioForm actor={createActor(initiateFirmMachine(isoDay(0)), { input: { api } }).start()} submitLabel="Save" />,
      );
      expect(await screen.findByRole('button', { name: /^County/ })).toBeTruthy();
      on.unmount();
      inSite(
        false,
        <FirmBioForm
          actor={createActor(initiateFirmMachine(isoDay(0), { countyField: false, practicing_firm: true }), { input: { api } }).start()}
          submitLabel="Save"
        />,
      );
      expect(await screen.findByRole('button', { name: /^Town/ })).toBeTruthy();
      expect(screen.queryByRole('button', { name: /^County/ })).toBeNull();
    });

    it('a contact: County for a Kenyan address while on; never while off', async () => {
      const on = show(contacts, withCounty(true));
      const dialog = await openAdd('contact');
      expect(await within(dialog).findByRole('button', { name: /^County/ })).toBeTruthy();
      on.unmount();
      show(contacts, withCounty(false));
      const noCounty = await openAdd('contact');
      expect(within(noCounty).getByLabelText('City / Town')).toBeTruthy();
      expect(within(noCounty).queryByRole('button', { name: /^County/ })).toBeNull();
    });
  });
});

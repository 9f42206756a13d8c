// Practice licence: prefill profile, application (amount from the LICENSE charge), signed upload → pro-forma, documents.
import { endpoints, firstIssueMessage, LICENCE_DESCRIPTION, licenceMessages, PAYMENT_DESCRIPTION } from '#contract';
import { licenceDetailsSchemaFor, type LicenceDetails, type LicenceListItem, type LicenceProfile } from '#contract/membership-licence.ts';
import { notFound, unprocessable } from '../../core/http-error';
import { route, type MockRoute } from '../../core/route';
import type { Db } from '../../db';
import type { LicenceRecord } from '../../db/membership';
import { createInvoice } from '../../domain/ledger';
import { profileOf, type MemberRef } from '../../domain/member';
import { nextDocumentNo } from '../../domain/numbering';
import { chargeOf, formSwitchesOf, isKnownCountry, UNKNOWN_COUNTRY } from '../../domain/organisation';
import { TASK } from '../../domain/tasks';
import { evaluateChecklist } from '../checklist/checklist-rules';
import { requirePassedChecklist } from '../applications/applications';
import { callerOf } from '../member/common';
import { invoicePdf, licenceApplicationPdf } from '../member/documents';

const e = endpoints.membership;
const HOUR_MS = 3_600_000;

function licenceListItem(l: LicenceRecord): LicenceListItem {
  return {
    licenseApplicationNo: l.licenseApplicationNo,
    applicationDate: l.applicationDate,
    description: l.description,
    amount: l.amount,
    documentType: l.documentType,
    status: l.status,
    profileID: l.profileID,
    proFormaRef: l.proFormaRef,
    receiptNo: l.receiptNo,
    licenseBase64: l.licenseBase64,
  };
}

function ownLicence(db: Db, profileId: string, no: string) {
  const licence = db.licences.findFirst((q) => q.where({ licenseApplicationNo: no, profileID: profileId }));
  if (!licence) throw notFound('Not found.');
  return licence;
}

type Loose = Record<string, unknown>;
const str = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

/** Records of another area's collection for a profile, if that collection exists (read loosely: its shape is not ours). */
function recordsOf(db: Db, name: string, profileId: string): Loose[] {
  const collection = (db as unknown as Record<string, { all?: () => unknown[] } | undefined>)[name];
  if (!collection?.all) return [];
  return (collection.all() as Loose[]).filter((r) => r.ProfileID === profileId || r.profileID === profileId || r.profileId === profileId);
}

function licenceProfileOf(db: Db, me: MemberRef): LicenceProfile {
  const profile = profileOf(db, me.profileId);
  const contacts: LicenceProfile['contacts'] = recordsOf(db, 'contacts', me.profileId).map((c) => ({
    Type: c.Type === 'Work' ? 'Work' : 'Personal',
    PhoneNo: str(c.PhoneNo),
    Address: str(c.Address),
    Country: str(c.Country) || 'KE',
    County: str(c.County),
    City: str(c.City),
    PostCode: str(c.PostCode),
  }));
  // A firm's practitioner is its corporate manager, as the firm bio names them (spec 3 §3, §5), never a director.
  const managers: LicenceProfile['corporateManager'] =
    me.type === 'Corporate'
      ? (db.firmBios.findFirst((q) => q.where({ ProfileID: me.profileId }))?.corporateManager ?? []).map((m) => ({ ...m }))
      : [];
  const contact = contacts.find((c) => c.Type === 'Work') ?? contacts[0];
  const manager = managers[0];
  const prefill: Partial<LicenceDetails> = {
    ...(contact
      ? {
          countryCode: contact.Country,
          county: contact.County,
          city: contact.City,
          postalCode: contact.PostCode,
          physicalLocation: contact.Address,
        }
      : {}),
    phoneNo: contact?.PhoneNo || me.phone,
    email: me.email,
    ...(me.type === 'Corporate'
      ? manager
        ? {
            practiceName: me.name,
            practitionerSurname: manager.surname,
            practitionerOtherNames: manager.OtherNames,
            practitionerPhone: manager.phoneNo,
            practitionerEmail: manager.email,
            ...(manager.address ? { practitionerAddress: manager.address } : {}),
          }
        : { practiceName: me.name }
      : {
          practitionerSurname: profile?.LastName ?? me.name.split(' ').slice(-1).join(''),
          practitionerOtherNames: profile
            ? [profile.FirstName, profile.SecondName].filter(Boolean).join(' ')
            : me.name.split(' ').slice(0, -1).join(' '),
          practitionerPhone: me.phone,
          practitionerEmail: me.email,
          ...(contact?.Address ? { practitionerAddress: contact.Address } : {}),
        }),
  };
  return {
    ProfileID: me.profileId,
    type: me.type,
    MemberShipType: me.category,
    MemberNo: me.memberNo,
    FirstName: profile?.FirstName ?? me.name,
    SecondName: profile?.SecondName ?? '',
    LastName: profile?.LastName ?? '',
    Email: me.email,
    PhoneNo: me.phone,
    memberInformation: profile?.memberInformation ?? [],
    contacts,
    corporateManager: managers,
    licenceAmount: chargeOf(db, me.category, 'LICENSE'),
    // An empty value prefills nothing: a contact without a post code or town (both optional there) leaves the
    // wizard's required field for the member to fill, instead of an answer the contract refuses.
    prefill: Object.fromEntries(Object.entries(prefill).filter(([, value]) => value !== '')),
  };
}

export const licenceRoutes: MockRoute[] = [
  route(e.licences, ({ db, user }) => {
    const me = callerOf(db, user);
    return {
      data: db.licences
        .findMany((q) => q.where({ profileID: me.profileId }), { orderBy: { licenseApplicationNo: 'desc' } })
        .map(licenceListItem),
    };
  }),

  route(e.licenceProfile, ({ db, user }) => ({ data: licenceProfileOf(db, callerOf(db, user)) })),

  route(e.createLicence, async ({ db, simulation, user, body }) => {
    const me = callerOf(db, user);
    if (body.profileID && body.profileID !== me.profileId) throw notFound('Not found.');
    if (!me.memberNo) throw unprocessable(licenceMessages.notMember);
    const amount = chargeOf(db, me.category, 'LICENSE');
    if (amount <= 0) throw unprocessable(licenceMessages.noCharge);
    if (!isKnownCountry(db, body.countryCode)) throw unprocessable(UNKNOWN_COUNTRY);
    // The county and the practice name are required only while the settings ask for them.
    const checked = licenceDetailsSchemaFor(formSwitchesOf(db)).safeParse(body);
    if (!checked.success) throw unprocessable(firstIssueMessage(checked.error));
    if (body.startDate > `${Number(simulation.today().slice(0, 4)) + 1}-12-31`)
      throw unprocessable('The practice start date is too far in the future.');
    const year = simulation.today().slice(0, 4);
    const existing = db.licences.findFirst((q) =>
      q.where({ profileID: me.profileId, applicationDate: (d) => d.startsWith(year), status: (s) => s !== 'Rejected' }),
    );
    if (existing) throw unprocessable(`You already have a licence application for ${year} (${existing.licenseApplicationNo}).`);
    requirePassedChecklist(db, me.profileId, me.category, 'License');

    const { description: _d, profileID: _p, applicationDate: _a, amount: _m, memberCategory: _c, ...details } = body;
    const licence = await db.licences.create({
      ...details,
      licenseApplicationNo: await nextDocumentNo(simulation, 'licence'),
      applicationDate: simulation.nowIso(),
      description: LICENCE_DESCRIPTION,
      amount,
      documentType: 'License',
      status: 'New',
      profileID: me.profileId,
      proFormaRef: '',
      receiptNo: '',
      licenseBase64: '',
      memberCategory: me.category,
    });
    // The registry prepares the application document for signing within the hour.
    await simulation.schedule(TASK.licenceAdvance, HOUR_MS, { no: licence.licenseApplicationNo, expected: 'New' });
    return { data: licenceListItem(licence), message: 'License application saved' };
  }),

  route(e.licence, ({ db, user, params }) => ({ data: ownLicence(db, callerOf(db, user).profileId, params.id) })),

  route(e.licenceChecklist, ({ db, user, params }) => {
    const me = callerOf(db, user);
    if (!db.categories.findFirst((q) => q.where({ Code: params.id }))) throw notFound('Unknown membership category.');
    return { data: evaluateChecklist(db, me.profileId, params.id, 'License') };
  }),

  route(e.updateLicence, async ({ db, simulation, user, body }) => {
    const me = callerOf(db, user);
    const licence = ownLicence(db, me.profileId, body.licenseApplicationNo);
    if (licence.receiptNo) throw unprocessable('This licence is paid: its signed document can no longer be replaced.');
    if (licence.status === 'Rejected') throw unprocessable('This licence application was rejected.');
    let proFormaRef = licence.proFormaRef;
    if (!proFormaRef) {
      const invoice = await createInvoice(simulation, {
        member: me,
        source: 'License',
        sourceCode: licence.licenseApplicationNo,
        description: PAYMENT_DESCRIPTION.licence,
        amount: licence.amount,
      });
      proFormaRef = invoice.documentNo;
    }
    const updated = await db.licences.update((q) => q.where({ licenseApplicationNo: licence.licenseApplicationNo }), {
      data: (l) => {
        l.licenseBase64 = body.licenseBase64;
        l.proFormaRef = proFormaRef;
        l.status = 'Pending Payment';
      },
    });
    return { data: licenceListItem(updated ?? licence), message: 'Signed application uploaded. The pro-forma invoice is ready.' };
  }),

  route(e.licenceApplicationDocument, async ({ db, user, params }) => {
    const me = callerOf(db, user);
    return { data: await licenceApplicationPdf(db, ownLicence(db, me.profileId, params.id), me) };
  }),

  route(e.licenceProforma, async ({ db, user, params }) => {
    const me = callerOf(db, user);
    const licence = ownLicence(db, me.profileId, params.id);
    const invoice = licence.proFormaRef ? db.invoices.findFirst((q) => q.where({ documentNo: licence.proFormaRef })) : null;
    if (!invoice) throw unprocessable('The pro-forma invoice is available once the signed application is uploaded.');
    return { data: await invoicePdf(db, invoice, me) };
  }),
];

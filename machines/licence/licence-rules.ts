// The rules of the licence screens (spec 3 §2 Licence, §4, spec §B): which row actions a licence shows
// (read from licenseBase64, proFormaRef and receiptNo, never the status text), the licence fee of a category
// (the LICENSE charge including VAT), the wizard's tabs and when each may be left, and the list's sort order.
// Pure functions, read by the views and the licence machines.
import type { MembershipCategory } from '#contract/catalog.ts';
import type { ChecklistItem } from '#contract/checklist.ts';
import type { LicenceDetails, LicenceListItem, LicenceProfile } from '#contract/membership-licence.ts';

const has = (value: string) => value.trim() !== '';

export interface LicenceRowActions {
  /** view: always (→ the licence document). */
  view: boolean;
  /** Proforma / Invoice: when a pro-forma reference exists. */
  invoice: false | 'Proforma' | 'Invoice';
  /** Pay Now: no receipt yet and the signed licence document uploaded. */
  payNow: boolean;
  /** Receipt: when a receipt number exists. */
  receipt: boolean;
}

export function licenceRowActions(l: Pick<LicenceListItem, 'licenseBase64' | 'proFormaRef' | 'receiptNo'>): LicenceRowActions {
  return {
    view: true,
    invoice: has(l.proFormaRef) ? (has(l.receiptNo) ? 'Invoice' : 'Proforma') : false,
    payNow: !has(l.receiptNo) && has(l.licenseBase64),
    receipt: has(l.receiptNo),
  };
}

/** Pay Now on the pro-forma page: while no receipt exists. */
export const isLicenceUnpaid = (l: Pick<LicenceListItem, 'receiptNo'>) => !has(l.receiptNo);

/** The upload panel shows while no signed document is uploaded; Invoice once it is. */
export const hasSignedDocument = (l: Pick<LicenceListItem, 'licenseBase64'>) => has(l.licenseBase64);

/** The licence fee of a category: its LICENSE charge including VAT, or null when the category carries none. */
export function licenceChargeOf(categories: readonly MembershipCategory[], code: string): number | null {
  const category = categories.find((c) => c.Code === code);
  const charge = category?.charges.find((c) => c.Charge_Item.toUpperCase() === 'LICENSE' || c.Charge_Type.toUpperCase() === 'LICENSE');
  return charge && charge.Amount_Including_VAT > 0 ? charge.Amount_Including_VAT : null;
}

export const WIZARD_TABS = ['details', 'checklist', 'declaration'] as const;
export type WizardTab = (typeof WIZARD_TABS)[number];
/** The wizard's steps; the first says the licence's caption (license_alternative_caption, ADR 014). */
export const wizardTabLabel = (tab: WizardTab, caption: string): string =>
  ({ details: `${caption} details`, checklist: 'Checklist', declaration: 'Declaration' })[tab];

/** Checklist Continue: every item passes (an empty checklist has nothing to pass). */
export const canLeaveChecklist = (items: readonly ChecklistItem[]) => items.every((i) => i.pass);

export type LicenceSortKey = 'licenseApplicationNo' | 'applicationDate' | 'description' | 'amount' | 'documentType' | 'status';
export interface LicenceSort {
  key: LicenceSortKey;
  direction: 'ascending' | 'descending';
}
/** Newest application first, as the server lists them. */
export const DEFAULT_LICENCE_SORT: LicenceSort = { key: 'applicationDate', direction: 'descending' };

/** The rows in the chosen order (a copy); ties keep the application number order, so the order never jitters. */
export function sortLicences(rows: readonly LicenceListItem[], sort: LicenceSort): LicenceListItem[] {
  const sign = sort.direction === 'ascending' ? 1 : -1;
  const compare = (a: LicenceListItem, b: LicenceListItem) => {
    const x = a[sort.key];
    const y = b[sort.key];
    const primary = typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y), 'en', { numeric: true });
    return primary !== 0 ? sign * primary : a.licenseApplicationNo.localeCompare(b.licenseApplicationNo, 'en', { numeric: true });
  };
  return [...rows].sort(compare);
}

/** Clicking a column: the same column flips its direction, another starts ascending. */
export const nextLicenceSort = (current: LicenceSort, key: LicenceSortKey): LicenceSort =>
  current.key === key
    ? { key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' }
    : { key, direction: 'ascending' };

const filled = (entries: Record<string, string | undefined>): Partial<LicenceDetails> =>
  Object.fromEntries(Object.entries(entries).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1].trim() !== ''));

/** A postal address: a P.O. Box or a private bag ("P.O. Box 1239-00100", "PO Box 12", "Private Bag 3"). */
const POSTAL_ADDRESS = /^\s*(p\.?\s*o\.?\s*box|private\s+bag)\b/i;

/**
 * A contact's address in the licence's own fields (issue 34 item 4): a postal address (a P.O. Box) is the Postal
 * Address (postalCode, spec 3 §9: "postalCode (labelled Postal Address)"), completed with the contact's post code
 * when it lacks it; any other address is where the practice is, the Physical address. A post code alone is no
 * address, and nothing is put where it does not belong: a field the contact cannot fill stays for the member.
 */
function licenceAddressFields(contact: { Address?: string; PostCode?: string } | undefined): {
  postalCode?: string;
  physicalLocation?: string;
} {
  const address = contact?.Address?.trim() ?? '';
  const code = contact?.PostCode?.trim() ?? '';
  if (address === '') return {};
  if (!POSTAL_ADDRESS.test(address)) return { physicalLocation: address };
  return { postalCode: code === '' || address.includes(code) ? address : `${address}-${code}` };
}

/**
 * What the details tab starts with (spec 3 §5): the practitioner from the member's own names, phone and
 * e-mail (an individual) or from the first corporate manager (a firm); the practice's contact from the member's
 * work contact (else the first), each address in its own field (licenceAddressFields). Empty values are left out,
 * so the form's defaults stay.
 */
export function licencePrefill(profile: LicenceProfile): Partial<LicenceDetails> {
  const contact = profile.contacts.find((c) => c.Type === 'Work') ?? profile.contacts[0];
  const practice = filled({
    countryCode: contact?.Country,
    county: contact?.County,
    city: contact?.City,
    ...licenceAddressFields(contact),
    phoneNo: contact?.PhoneNo || profile.PhoneNo,
    email: profile.Email,
  });
  if (profile.type === 'Corporate') {
    const manager = profile.corporateManager[0];
    return {
      ...practice,
      ...filled({
        practitionerSurname: manager?.surname,
        practitionerOtherNames: manager?.OtherNames,
        practitionerPhone: manager?.phoneNo,
        practitionerEmail: manager?.email,
        practitionerAddress: manager?.address,
      }),
    };
  }
  return {
    ...practice,
    ...filled({
      practitionerSurname: profile.LastName,
      practitionerOtherNames: [profile.FirstName, profile.SecondName].filter((n) => n.trim() !== '').join(' '),
      practitionerPhone: profile.PhoneNo,
      practitionerEmail: profile.Email,
      practitionerAddress: contact?.Address,
    }),
  };
}

// The profile's tabs (spec 2 §2), individual or firm by the user's type. Each tab names the sub-lists it shows, so a
// list's owner (its contract's `owner`) is where it must appear: tests/features/profile/profile-sections.test.ts
// fails when a list is on the other profile's tabs or on none.
import type { ReactNode } from 'react';
import { AttachmentsPanel } from './attachments-panel';
import { BioTab, FirmBioTab } from './bio-tabs';
import { ConvictionDeclaration } from './conviction-declaration';
import { RefereesPanel } from './referees-panel';
import type { FormValues } from '#machines/form/form.machine.ts';
import type { SubListResource } from './sub-list-resource';
import { SubListView } from './sub-list-view';
import * as subLists from './sub-lists';

/** What a tab says of a list it shows. */
type ShownList = Pick<SubListResource<unknown, FormValues>, 'key' | 'owner'>;

export interface ProfileSection {
  label: string;
  /** The sub-lists the tab shows (in its own panel or as SubListViews). */
  lists: readonly ShownList[];
  panel: ReactNode;
}

/** A sub-list's view, with the list it shows. */
const view = <Row, V extends FormValues>(resource: SubListResource<Row, V>) => ({
  resource: { key: resource.key, owner: resource.owner } satisfies ShownList,
  node: <SubListView key={resource.key} resource={resource} />,
});

/** A tab of sub-lists shown one under another. */
function listsTab(label: string, ...views: Array<ReturnType<typeof view>>): ProfileSection {
  return {
    label,
    lists: views.map((v) => v.resource),
    panel: views.length === 1 ? views[0]?.node : <div className="flex flex-col gap-8">{views.map((v) => v.node)}</div>,
  };
}

export const profileSections: Record<'Individual' | 'Corporate', readonly ProfileSection[]> = {
  Individual: [
    { label: 'Bio', lists: [], panel: <BioTab /> },
    listsTab('Contact', view(subLists.contacts)),
    listsTab('Specialization', view(subLists.specializations)),
    // Qualifications and professional memberships: the checklist's EDUCATION and PROFESSIONAL items.
    listsTab('Institutions', view(subLists.certifications), view(subLists.institutions)),
    listsTab('Work experience', view(subLists.workExperience)),
    { label: 'Referees', lists: [subLists.referees], panel: <RefereesPanel /> },
    { label: 'Declarations', lists: [subLists.convictions], panel: <ConvictionDeclaration /> },
    { label: 'Attachments', lists: [subLists.attachments.Individual], panel: <AttachmentsPanel /> },
  ],
  Corporate: [
    { label: 'Firm bio', lists: [], panel: <FirmBioTab /> },
    listsTab('Shareholders', view(subLists.shareholders)),
    listsTab('Directors', view(subLists.directors)),
    listsTab('Facilities', view(subLists.facilities)),
    listsTab('Employees', view(subLists.employees)),
    listsTab('Bankers', view(subLists.bankers)),
    listsTab('Services', view(subLists.services)),
    { label: 'Attachments', lists: [subLists.attachments.Corporate], panel: <AttachmentsPanel /> },
  ],
};

// /profile (name profile, spec 2 §2): the profile's sections as tabs, individual or firm by the user's type.
// The sub-list sections are the shared SubListView (referees with their own additions); Declarations holds the
// convictions declaration (spec §F), Attachments the files by kind.
import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { selectUser } from '#machines/session/session.machine.ts';
import { usePortal } from '#kernel/portal/portal-context.tsx';
import { AttachmentsPanel } from './attachments-panel';
import { BioTab, FirmBioTab } from './bio-tabs';
import { ConvictionDeclaration } from './conviction-declaration';
import { RefereesPanel } from './referees-panel';
import { SubListView } from './sub-list-view';
import {
  bankers,
  certifications,
  contacts,
  directors,
  employees,
  facilities,
  institutions,
  services,
  shareholders,
  specializations,
  workExperience,
} from './sub-lists';

interface Section {
  label: string;
  panel: ReactNode;
}

const INDIVIDUAL: Section[] = [
  { label: 'Bio', panel: <BioTab /> },
  { label: 'Contact', panel: <SubListView resource={contacts} /> },
  { label: 'Specialization', panel: <SubListView resource={specializations} /> },
  // Qualifications and professional memberships: the checklist's EDUCATION and PROFESSIONAL items.
  {
    label: 'Institutions',
    panel: (
      <div className="flex flex-col gap-8">
        <SubListView resource={certifications} />
        <SubListView resource={institutions} />
      </div>
    ),
  },
  { label: 'Work experience', panel: <SubListView resource={workExperience} /> },
  { label: 'Referees', panel: <RefereesPanel /> },
  { label: 'Declarations', panel: <ConvictionDeclaration /> },
  { label: 'Attachments', panel: <AttachmentsPanel /> },
];

const FIRM: Section[] = [
  { label: 'Firm bio', panel: <FirmBioTab /> },
  { label: 'Shareholders', panel: <SubListView resource={shareholders} /> },
  { label: 'Directors', panel: <SubListView resource={directors} /> },
  { label: 'Facilities', panel: <SubListView resource={facilities} /> },
  { label: 'Employees', panel: <SubListView resource={employees} /> },
  { label: 'Bankers', panel: <SubListView resource={bankers} /> },
  { label: 'Services', panel: <SubListView resource={services} /> },
  { label: 'Attachments', panel: <AttachmentsPanel /> },
];

export function ProfilePage() {
  const { session } = usePortal();
  const user = useSelector(session, selectUser);
  const sections = user?.type === 'Corporate' ? FIRM : INDIVIDUAL;
  return (
    <section aria-labelledby="profile-title" className="flex flex-col gap-4">
      <h1 id="profile-title" className="text-2xl font-semibold text-slate-900">
        Profile
      </h1>
      <p className="text-sm text-slate-600">
        All documents must be scanned, certified colour copies, certified by a Commissioner of Oaths.
      </p>
      <TabGroup>
        <TabList className="flex flex-wrap gap-1 border-b border-slate-200">
          {sections.map((s) => (
            <Tab
              key={s.label}
              className="rounded-t-md px-3 py-2 text-sm font-medium text-slate-600 data-hover:bg-slate-100 data-selected:bg-primary data-selected:text-white focus:outline-2 focus:outline-primary"
            >
              {s.label}
            </Tab>
          ))}
        </TabList>
        <TabPanels className="pt-4">
          {sections.map((s) => (
            <TabPanel key={s.label}>{s.panel}</TabPanel>
          ))}
        </TabPanels>
      </TabGroup>
    </section>
  );
}

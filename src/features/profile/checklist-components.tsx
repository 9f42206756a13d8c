// Which form a checklist item's Complete opens (document 2's component map, /checklist/component/:name): the
// same sections as the profile's tabs. SPECILIZATION is spelt so by the backend.
import type { ReactNode } from 'react';
import { useSelector } from '@xstate/react';
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

/** The bio of an individual, the firm bio of a firm. */
function ProfileBio() {
  const { session } = usePortal();
  const user = useSelector(session, selectUser);
  return user?.type === 'Corporate' ? <FirmBioTab /> : <BioTab />;
}
const bio = () => <ProfileBio />;

const referees = () => <RefereesPanel />;

export const CHECKLIST_COMPONENTS: Record<string, () => ReactNode> = {
  REFEREE: referees,
  PROPOSER: referees,
  SECONDER: referees,
  PROFILE: bio,
  PICTURE: bio,
  RESIDENCE: bio,
  ID: bio,
  CONTACTS: () => <SubListView resource={contacts} />,
  ADDRESS: () => <SubListView resource={contacts} />,
  OLEVEL: () => <SubListView resource={certifications} />,
  EDUCATION: () => <SubListView resource={certifications} />,
  PROFESSIONAL: () => <SubListView resource={institutions} />,
  'WORK EXPERIENCE': () => <SubListView resource={workExperience} />,
  SPECILIZATION: () => <SubListView resource={specializations} />,
  // A declaration first (spec §F), its details after a Yes.
  CONVICTION: () => <ConvictionDeclaration />,
  ATTACHMENTS: () => <AttachmentsPanel />,
  SERVICES: () => <SubListView resource={services} />,
  DIRECTORS: () => <SubListView resource={directors} />,
  FIRMEMPLOYEES: () => <SubListView resource={employees} />,
  SHAREHOLDERS: () => <SubListView resource={shareholders} />,
  FIRMBANKERS: () => <SubListView resource={bankers} />,
  FACILITIES: () => <SubListView resource={facilities} />,
};

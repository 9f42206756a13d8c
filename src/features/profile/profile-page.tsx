// /profile (name profile, spec 2 §2): the profile's sections as tabs, individual or firm by the user's type.
// The tabs and what each shows are profile-sections.tsx's.
import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { useSelector } from '@xstate/react';
import { selectUser } from '#machines/session/session.machine.ts';
import { usePortal } from '#kernel/portal/portal-context.tsx';
import { profileSections } from './profile-sections';

export function ProfilePage() {
  const { session } = usePortal();
  const user = useSelector(session, selectUser);
  const sections = profileSections[user?.type === 'Corporate' ? 'Corporate' : 'Individual'];
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

// The applications area's screens (spec 1 §4): the list and an application's documents.
import { areaScreens } from '#kernel/area-screens.ts';
import { page } from '#kernel/lazy-page.tsx';

const documents = () => import('./application-documents');

export const area = areaScreens({
  screens: [
    { route: 'application', screen: page(() => import('./applications-page'), 'ApplicationsPage') },
    { route: 'applicationDocument', screen: page(documents, 'ApplicationDocumentPage') },
    { route: 'certificate', screen: page(documents, 'CertificatePage') },
    { route: 'rejectionLetter', screen: page(documents, 'RejectionLetterPage') },
    { route: 'acceptanceLetter', screen: page(documents, 'AcceptanceLetterPage') },
  ],
});

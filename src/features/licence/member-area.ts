// The licence area's screens (the routes keep the spec's 'license' spelling, decision 014).
import { areaScreens } from '#kernel/area-screens.ts';
import { page } from '#kernel/lazy-page.tsx';

const licencePages = () => import('./licence-pages');

export const area = areaScreens({
  screens: [
    { route: 'license', screen: page(licencePages, 'LicenceListPage') },
    { route: 'licenseCard', screen: page(licencePages, 'LicenceWizardPage') },
    { route: 'licenseDocument', screen: page(licencePages, 'LicenceDocumentPage') },
    { route: 'licenseInvoice', screen: page(licencePages, 'LicenceInvoicePage') },
  ],
});

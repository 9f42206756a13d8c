// The licence screens as one lazy chunk (src/app/app.tsx loads it once for its four routes), as the upgrade
// screens do (docs/decisions/009).
export { LicenceListPage } from './licence-list-page';
export { LicenceWizardPage } from './licence-wizard-page';
export { LicenceDocumentPage, LicenceInvoicePage } from './licence-documents';

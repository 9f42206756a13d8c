// The settings record and the company every scenario seeds (spec 1 §3: colours, packages, minor settings; the
// board's name and logo). Also what a mock-mode build writes into its page as the last known settings, so the
// first paint shows the board before the fake backend answers (scripts/site-in-page.ts).
import { hrefTo } from '#contract/routes.ts';
import { PORTAL_PACKAGES } from '#contract/site.ts';
import type { Settings } from '#contract';
import { ORGANISATION } from '../../domain/organisation';

/** A 32×32 PNG: the demo organisation's seal. */
export const DEMO_LOGO_PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAACAAAAAgCAIAAAD8GO2jAAAAiklEQVR42mPg92mkKWIYtYBaFlxZII6GqGMBprmk2sRAoekE7WAg0nSgyH8kgFUBCRZg1YlmAR6VBCzApQerBQTtYCDSdDwW4NeF0wJMt+CxAI9G+lqAP7rwW4BLO3YL/pMFRi2gpgW0iuShnw/oUVTQvLCjR3FNjwqHHlUmPSp9ejRbRpuOdLAAAORpBAxDpWS2AAAAAElFTkSuQmCC';

export const SEEDED_SETTINGS = {
  id: 1,
  site_colors: [
    { colorName: 'primary', color: '#0f4c81' },
    { colorName: 'secondary', color: '#b7860b' },
    { colorName: 'accent', color: '#1b998b' },
    { colorName: 'error', color: '#b3261e' },
    { colorName: 'info', color: '#0369a1' },
    { colorName: 'success', color: '#15803d' },
    { colorName: 'warning', color: '#b45309' },
    { colorName: 'BackTheme', color: '#f8fafc' },
    { colorName: 'BadgeTheme', color: '#d4a017' },
  ],
  // Every package installed: the seeded portal shows every area.
  site_installed_packages: [...PORTAL_PACKAGES],
  minor_settings: {
    login_caption: 'Member portal sign-in',
    organisation_caption: 'EBK',
    registration: true,
    license_alternative_caption: 'License',
    countyField: true,
    practicing_firm: true,
    inactivityLogout: true,
    certificate_of_good_standing: true,
    certificate_of_good_standing_caption: 'Certificate of Good Standing',
    acceptance_letter_caption: '',
    referee_disclaimer: true,
    referee_disclaimer_caption:
      'Your referees must be registered members who have known your work for at least three years. Each receives an e-mail with a link to answer a few questions and accept or reject your request.',
    showWorkPlace: true,
    contact_caption: 'registrar@ebk.example, +254 20 271 9000',
  },
  // Spec §B: My Projects opens this address; in mock mode a built-in page, so the demo never dead-ends.
  projectURL: hrefTo('mockProjects'),
} satisfies Settings;

export const SEEDED_COMPANY = { logo: DEMO_LOGO_PNG_BASE64, displayName: ORGANISATION };

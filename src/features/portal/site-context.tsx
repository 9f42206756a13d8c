// The portal's settings as the views need them (document 1 §3): theme colours, installed packages, the minor
// settings (captions, registration switch…) and the company's name and logo. Loaded by the site machine in src/app.
import { createContext, useContext } from 'react';

export interface MinorSettings {
  login_caption: string;
  organisation_caption: string;
  registration: boolean;
  license_alternative_caption: string;
  inactivityLogout: boolean;
  certificate_of_good_standing: boolean;
  certificate_of_good_standing_caption: string;
  showWorkPlace: boolean;
}

export interface Site {
  colors: Record<string, string>;
  packages: string[];
  minor: MinorSettings;
  displayName: string;
  /** A data: URL, or null for none. */
  logo: string | null;
}

export const DEFAULT_SITE: Site = {
  colors: {},
  packages: [],
  minor: {
    login_caption: '',
    organisation_caption: '',
    registration: false,
    license_alternative_caption: 'License',
    inactivityLogout: false,
    certificate_of_good_standing: false,
    certificate_of_good_standing_caption: '',
    showWorkPlace: true,
  },
  displayName: 'Member portal',
  logo: null,
};

export const SiteContext = createContext<Site>(DEFAULT_SITE);

export function useSite(): Site {
  return useContext(SiteContext);
}

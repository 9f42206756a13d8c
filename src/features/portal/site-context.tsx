// The portal's settings as the views need them (document 1 §3): theme colours, installed packages, the minor
// settings (captions, registration switch…) and the company's name and logo. Loaded by the site machine in src/app.
import { createContext, useContext } from 'react';
import { MinorSettingsSchema, type MinorSettings } from '../../contract';

export interface Site {
  colors: Record<string, string>;
  packages: string[];
  minor: MinorSettings;
  displayName: string;
  /** A data: URL, or null for none. */
  logo: string | null;
  /** Where My Projects opens, in a new tab (decisions §B: the settings' projectURL); empty when there is none. */
  projectUrl: string;
}

export const DEFAULT_SITE: Site = {
  colors: {},
  packages: [],
  // The contract's defaults, the same a settings record without minor settings gets.
  minor: MinorSettingsSchema.parse({}),
  displayName: 'Member portal',
  logo: null,
  projectUrl: '',
};

export const SiteContext = createContext<Site>(DEFAULT_SITE);

export function useSite(): Site {
  return useContext(SiteContext);
}

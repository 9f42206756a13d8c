// The portal's settings as the views need them (spec 1 §3): theme colours, installed packages, the minor
// settings (captions, registration switch…) and the company's name and logo. Loaded by the site machine
// (machines/site/site.machine.ts), started by the composition root.
import { createContext, useContext } from 'react';
import { DEFAULT_SITE, type Site } from '#machines/site/site.machine.ts';

// The type and the defaults belong to the site machine; views keep reaching them here.
export { DEFAULT_SITE, type Site } from '#machines/site/site.machine.ts';

export const SiteContext = createContext<Site>(DEFAULT_SITE);

export function useSite(): Site {
  return useContext(SiteContext);
}

// The top bar's Headless UI controls arrive after the member page has shown (#ui/arriving): a press on a stand-in
// before then is remembered, and member-chrome.tsx opens that control on arrival.
import { useArriving } from '#ui/arriving';
// Types only (erased): the module itself arrives through the import() below.
import type * as ChromeModule from './member-chrome';

export { STAND_IN_ATTRIBUTE } from '#ui/arriving';

export type ChromeControl = 'alerts' | 'account' | 'phoneMenu' | 'clearPending';

const loadChrome = () => import('./member-chrome');

export function useMemberChrome() {
  const { module: chrome, ...rest } = useArriving<typeof ChromeModule, ChromeControl>(loadChrome);
  return { chrome, ...rest };
}

// Loads the top bar's Headless UI controls after the member page has shown, and remembers which one the member
// pressed before they arrived, so that press is not lost (member-chrome.tsx opens it on arrival).
import { useEffect, useState } from 'react';
// Types only (erased): the module itself arrives through the import() below.
import type * as ChromeModule from './member-chrome';

type Chrome = typeof ChromeModule;
export type ChromeControl = 'alerts' | 'account' | 'phoneMenu';

let loading: Promise<Chrome> | null = null;
/** One import for the whole app; a failed one (a dropped connection) is tried again at the next press. */
function loadChrome(): Promise<Chrome> {
  loading ??= import('./member-chrome').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

export function useMemberChrome() {
  const [chrome, setChrome] = useState<Chrome | null>(null);
  const [pressed, setPressed] = useState<ChromeControl | null>(null);
  useEffect(() => {
    let live = true;
    loadChrome().then(
      (module) => live && setChrome(module),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  const press = (control: ChromeControl) => {
    setPressed(control);
    loadChrome().then(setChrome, () => undefined);
  };
  return { chrome, pressed, press };
}

// Loads the top bar's Headless UI controls after the member page has shown, and remembers which one the member
// pressed before they arrived, so that press is not lost (member-chrome.tsx opens it on arrival).
import { useEffect, useRef, useState } from 'react';
// Types only (erased): the module itself arrives through the import() below.
import type * as ChromeModule from './member-chrome';

type Chrome = typeof ChromeModule;
export type ChromeControl = 'alerts' | 'account' | 'phoneMenu';

export function useMemberChrome() {
  const [chrome, setChrome] = useState<Chrome | null>(null);
  const [pressed, setPressed] = useState<ChromeControl | null>(null);
  const loading = useRef<Promise<Chrome> | null>(null);
  // A failed import (a dropped connection) is tried again at the next press.
  const load = () => {
    loading.current ??= import('./member-chrome').catch((error: unknown) => {
      loading.current = null;
      throw error;
    });
    return loading.current;
  };
  useEffect(() => {
    let live = true;
    load().then(
      (module) => live && setChrome(module),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  const press = (control: ChromeControl) => {
    setPressed(control);
    load().then(setChrome, () => undefined);
  };
  return { chrome, pressed, press };
}

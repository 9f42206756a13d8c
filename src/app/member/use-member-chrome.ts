// Loads the top bar's Headless UI controls after the member page has shown, and remembers which one the member
// pressed before they arrived, so that press is not lost (member-chrome.tsx opens it on arrival).
import { useEffect, useRef, useState } from 'react';
// Types only (erased): the module itself arrives through the import() below.
import type * as ChromeModule from './member-chrome';

type Chrome = typeof ChromeModule;
export type ChromeControl = 'alerts' | 'account' | 'phoneMenu' | 'clearPending';

/** Marks a stand-in, so the control that replaces it can take its focus (a keyboard user keeps their place). */
export const STAND_IN_ATTRIBUTE = 'data-chrome-stand-in';

const focusedStandIn = (): ChromeControl | null =>
  (document.activeElement?.getAttribute(STAND_IN_ATTRIBUTE) as ChromeControl | null) ?? null;

export function useMemberChrome() {
  const [chrome, setChromeState] = useState<Chrome | null>(null);
  const [pressed, setPressed] = useState<ChromeControl | null>(null);
  const [focused, setFocused] = useState<ChromeControl | null>(null);
  const setChrome = (module: Chrome) => {
    setFocused(focusedStandIn());
    setChromeState(module);
  };
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
  return { chrome, pressed, focused, press };
}

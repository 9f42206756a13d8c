// Controls that arrive after the page shows (Headless UI and what it brings: tens of KB a first screen need not
// wait for). A plain stand-in of the same look holds the control's place; a press on it before the control has
// arrived is remembered and the control opens on arrival; a stand-in that had the focus hands it on.
import { useEffect, useRef, useState } from 'react';
import { afterPresented } from './after-presented';

/** Marks a stand-in, so the control that replaces it can take its focus (a keyboard user keeps their place). */
export const STAND_IN_ATTRIBUTE = 'data-stand-in';

const focusedStandIn = <C extends string>(): C | null => (document.activeElement?.getAttribute(STAND_IN_ATTRIBUTE) as C | null) ?? null;

/**
 * Loads `load` once the calling component is on the display (after-presented.ts), or at once on a press (again on
 * a press if it failed: a dropped connection); `module` is null until it has arrived. `pressed` is the stand-in
 * pressed before then, `focused` the one that had the focus when it arrived. `M` is a module: an object, never a
 * function (which React's state setter would call as an update).
 */
export function useArriving<M extends object, C extends string>(load: () => Promise<M>) {
  const [module, setModuleState] = useState<M | null>(null);
  const [pressed, setPressed] = useState<C | null>(null);
  const [focused, setFocused] = useState<C | null>(null);
  const setModule = (arrived: M) => {
    setFocused(focusedStandIn<C>());
    setModuleState(arrived);
  };
  const loading = useRef<Promise<M> | null>(null);
  const start = () => {
    loading.current ??= load().catch((error: unknown) => {
      loading.current = null;
      throw error;
    });
    return loading.current;
  };
  useEffect(() => {
    let live = true;
    afterPresented(() => {
      if (live)
        start().then(
          (arrived) => live && setModule(arrived),
          () => undefined,
        );
    }, performance.now());
    return () => {
      live = false;
    };
    // Once, on show: a press starts it again after a failure.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const press = (control: C) => {
    setPressed(control);
    start().then(setModule, () => undefined);
  };
  return { module, pressed, focused, press };
}

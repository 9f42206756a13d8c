// A screen loaded on arrival: a chunk of its own, named by its export (the app keeps no default exports).
import { lazy, startTransition, useEffect, useLayoutEffect, useReducer, type ComponentType } from 'react';
import { Loading } from '#ui/loading.tsx';

const arrivalListeners = new Set<() => void>();
let loadingShown = 0;

export const page = <K extends string, P extends object = object>(load: () => Promise<Record<K, ComponentType<P>>>, name: K) =>
  lazy(async () => {
    const module = await load();
    // After React has seen the chunk resolve (its own callbacks run first, in this turn's microtasks); only when a
    // screen's 'Loading…' stands in for it, since the render reaches every screen in the page.
    setTimeout(() => {
      if (loadingShown > 0) arrivalListeners.forEach((listener) => listener());
    }, 0);
    return { default: module[name] };
  });

/** The fallback of a Suspense boundary around lazy screens: 'Loading…', counted while it shows. */
export function ScreenLoading() {
  // A layout effect: counted in the commit that shows it, before a chunk's arrival can be heard.
  useLayoutEffect(() => {
    loadingShown += 1;
    return () => void (loadingShown -= 1);
  }, []);
  return <Loading />;
}

/**
 * Shows a lazy screen as soon as its chunk is here. React reveals a screen that suspended no sooner than 300 ms
 * after its 'Loading…' showed (react-dom's FALLBACK_THROTTLE_MS, which holds back only the retry it schedules when
 * the chunk resolves): a chunk that arrived in 20 ms still waited 300. The component calling this renders again when
 * a chunk arrives while a ScreenLoading shows: a transition, which React neither throttles nor renders in one go
 * (it yields to the browser every few milliseconds while it renders the screen). Call it above every Suspense
 * boundary whose fallback is ScreenLoading.
 */
export function useScreensShownOnArrival(): void {
  const [, arrived] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    const listener = () => startTransition(arrived);
    arrivalListeners.add(listener);
    return () => void arrivalListeners.delete(listener);
  }, []);
}

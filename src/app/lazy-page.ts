// A screen loaded on arrival: a chunk of its own, named by its export (the app keeps no default exports).
import { lazy, useEffect, useReducer, type ComponentType } from 'react';

const arrivalListeners = new Set<() => void>();

export const page = <K extends string, P extends object = object>(load: () => Promise<Record<K, ComponentType<P>>>, name: K) =>
  lazy(async () => {
    const module = await load();
    // After React has seen the chunk resolve (its own callbacks run first, in this turn's microtasks).
    setTimeout(() => arrivalListeners.forEach((listener) => listener()), 0);
    return { default: module[name] };
  });

/**
 * Shows a lazy screen as soon as its chunk is here. React reveals a screen that suspended no sooner than 300 ms
 * after its 'Loading…' showed (react-dom's FALLBACK_THROTTLE_MS, which holds back only the retry it schedules when
 * the chunk resolves): a chunk that arrived in 20 ms still waited 300. The component calling this renders again when
 * a chunk arrives, an ordinary update that React commits at once; call it above the Suspense boundaries.
 */
export function useScreensShownOnArrival(): void {
  const [, arrived] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    arrivalListeners.add(arrived);
    return () => void arrivalListeners.delete(arrived);
  }, []);
}

// A screen loaded on arrival: a chunk of its own, named by its export (the app keeps no default exports), with
// React's own lazy and Suspense. `preload` fetches it before it is needed (a link's intent: src/app/screen-intent.ts);
// a screen whose chunk is already here renders at once, with no 'Loading…' and so none of React's 300 ms reveal
// throttle, which holds back a screen that suspended (docs/decisions/033-framework-first.md).
import { lazy, useState, type ComponentType } from 'react';
import { Loading } from '#ui/loading.tsx';

/** A lazy screen that can be fetched ahead of its first render. */
export type LazyPage<P extends object = object> = ComponentType<P> & { preload: () => Promise<unknown> };

export const page = <K extends string, P extends object = object>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
): LazyPage<P> => {
  let loading: Promise<ComponentType<P>> | undefined;
  let arrived: ComponentType<P> | undefined;
  const fetchScreen = () =>
    (loading ??= load().then(
      (module) => (arrived = module[name]),
      (error: unknown) => {
        // A dropped connection: the next intent or render asks again.
        loading = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(async () => ({ default: await fetchScreen() }));
  function Page(props: P) {
    // Chosen once per mount: a screen first shown through lazy keeps that path (switching would remount it).
    const [Screen] = useState<ComponentType<P>>(() => arrived ?? Lazy);
    return <Screen {...props} />;
  }
  return Object.assign(Page, { preload: fetchScreen });
};

/** The fallback of a Suspense boundary around lazy screens. */
export function ScreenLoading() {
  return <Loading />;
}

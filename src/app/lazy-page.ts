// A screen loaded on arrival: a chunk of its own, named by its export (the app keeps no default exports).
import { lazy, type ComponentType } from 'react';

export const page = <K extends string, P extends object = object>(load: () => Promise<Record<K, ComponentType<P>>>, name: K) =>
  lazy(async () => ({ default: (await load())[name] }));

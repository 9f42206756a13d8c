// Reads the settings again on entering the auth layout's pages and the profile area (machines/site/site-rules.ts):
// the `site` change makes the site machine reload while the old settings stay shown. The first screen is
// skipped: the composition root has just started the first read.
import { useEffect, useRef } from 'react';
import { rereadsSettings } from '#machines/site/site-rules.ts';
import { usePortal } from '#kernel/portal/portal-context.tsx';

export function useRereadSettings(location: string): void {
  const { changes } = usePortal();
  const previous = useRef<string | null>(null);
  useEffect(() => {
    const from = previous.current;
    previous.current = location;
    if (from !== null && rereadsSettings(from, location)) changes.tell('site');
  }, [location, changes]);
}

// Mock mode's own pages (the outbox, the simulated gateway, the demo sites), shown only in mock mode.
// Statically empty in a build with VITE_API_BASE_URL set: the bundler then drops these screens, so a real-backend
// build does not carry them at all (scripts/check-real-build.mjs).
import { areaScreens } from '#kernel/area-screens.ts';
import { page } from '#kernel/lazy-page.tsx';

export const area = areaScreens({
  screens: import.meta.env.VITE_API_BASE_URL
    ? []
    : [
        { route: 'mockOutbox', screen: page(() => import('./outbox-page'), 'OutboxPage') },
        { route: 'mockGateway', screen: page(() => import('./gateway-page'), 'GatewayPage') },
        { route: 'mockProjects', screen: page(() => import('./projects-page'), 'MockProjectsPage') },
        { route: 'mockEvents', screen: page(() => import('./events-page'), 'MockEventsPage') },
      ],
});

// The portal's configuration as the page gets it (docs/decisions/021-one-file-first-load.md): read from the Vite env
// and checked by src/config.ts's `readConfig` when `vite build`, `vite` or `vite preview` starts, so a misconfigured
// env stops it with readConfig's message and no page is built from one. The page gets the checked result as the
// constant `__PORTAL_CONFIG__` (src/app/boot.tsx), not the check: the env is fixed when the page is built, and the
// check's zod schemas (URLs, e-mail, pipes) were 1 KiB of gzip in every first load.
import { resolve } from 'node:path';
import { loadEnv, type Plugin } from 'vite';
import { readConfig, type AppConfig } from '../src/config';

/**
 * The configuration of a build in `mode`: the env files of `envDir` and the process's VITE_ variables, checked.
 * Every mode but the dev server's is a production build (src/config.ts's stricter rules): a `staging` build ships too.
 */
export const readBuildConfig = (mode: string, envDir: string): AppConfig =>
  readConfig({ ...loadEnv(mode, envDir, 'VITE_') }, { production: mode !== 'development' });

export function builtConfig(): Plugin {
  return {
    name: 'portal-built-config',
    config(user, { mode }) {
      const root = resolve(user.root ?? '.');
      const envDir = typeof user.envDir === 'string' ? resolve(root, user.envDir) : root;
      return { define: { __PORTAL_CONFIG__: JSON.stringify(readBuildConfig(mode, envDir)) } };
    },
  };
}

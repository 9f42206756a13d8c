// zod's locales as the page's bundle sees them: none. zod/mini's `z.locales` re-exports every locale, which kept
// the English one in the first load of `/` (a dynamic import of a module the page reaches statically stays in its
// chunk). The portal loads the English messages on demand instead (src/contract/mini.ts,
// docs/decisions/066-zod-messages-on-demand.md). vite.config.ts points zod's own import of its locales here.
export {};

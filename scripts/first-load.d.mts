// Types of scripts/first-load.mjs for the TypeScript scripts that use it.
import type { InlineConfig, Manifest } from 'vite';

export function buildWithManifest(
  options?: InlineConfig & { env?: Record<string, string> },
): Promise<{ outDir: string; manifest: Manifest; remove: () => void }>;
export function firstLoadFiles(manifest: Manifest, lazyModules?: string[]): string[];
export function gzipSizes(outDir: string, files: string[]): { files: Array<{ file: string; gzip: number }>; gzip: number };
export function allJsFiles(manifest: Manifest): string[];

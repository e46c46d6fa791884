/** One chunk of Vite's build manifest (the fields these helpers read). */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export function entryKey(manifest: Manifest): string;
export function chunkFiles(manifest: Manifest, keys: Iterable<string>): Set<string>;
export function htmlScripts(html: string): Set<string>;
export function modulePreloadTags(manifest: Manifest, keys: Iterable<string>, html: string): string[];
export function lazySceneIds(source: string): string[];
export function scenesWithoutChunk(manifest: Manifest, ids: string[]): string[];

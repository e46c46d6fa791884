import type { Manifest } from "./bundle-manifest.mjs";

export const BUDGETS_KB: { marketing: number; publicForm: number; signedIn: number };
export const PUBLIC_FORM_PAGES: string[];
export const DASHBOARD_FIRST_RENDER: string[];
export function gzipSize(bytes: Uint8Array): number;
export function pageWeight(options: {
  distDir: string;
  manifest: Manifest;
  html: string;
  modules?: string[];
}): { files: Map<string, number>; bytes: number };
export function prerenderedPages(distDir: string): { path: string; htmlFile: string }[];
export function measureBudgets(
  distDir: string,
  manifest: Manifest,
): { path: string; limitKb: number; files: Map<string, number>; bytes: number; ok: boolean }[];

/** The product's default name; self-hosters may override it with APP_NAME on the server. */
export const PRODUCT_NAME = "Common Ground";

/** Slug used as the prefix of every browser-stored key but the theme (`commonground-…`). */
export const BRAND_SLUG = "commonground";

/** Browser key of the theme choice; it survives sign-out (decisions.md, "Name and identity"). */
export const THEME_STORAGE_KEY = "ui-theme";

/** Builds a brand-prefixed browser storage key; these are removed on sign-out. */
export function brandKey(name: string): string {
  return `${BRAND_SLUG}-${name}`;
}

/**
 * Page title per spec §9: "Title | Product" unless the product name is already in the title.
 */
export function formatPageTitle(title: string, productName: string = PRODUCT_NAME): string {
  if (!title.trim()) return productName;
  return title.includes(productName) ? title : `${title} | ${productName}`;
}

/** The product's default name; self-hosters may override it with APP_NAME on the server. */
export const PRODUCT_NAME = "Common Ground";

/**
 * The brand's own web domain. Its one use so far is the accessibility contact below: the code had
 * no contact address of its own (the legal pages point to the operator's details).
 */
export const BRAND_DOMAIN = "commonground.org";

/** Where accessibility problems and requests go: the /accessibility page and the conformance report. */
export const ACCESSIBILITY_EMAIL = `accessibility@${BRAND_DOMAIN}`;

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

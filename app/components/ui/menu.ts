/**
 * The look of the header's Radix menus (DropdownMenu from `radix-ui`): the panel and its items,
 * highlighted by keyboard or pointer alike.
 */
export const MENU_CONTENT_CLASS =
  "z-50 min-w-48 rounded-md border bg-popover p-1 text-popover-foreground shadow-md";
export const MENU_ITEM_CLASS =
  "flex cursor-default items-center gap-2 rounded-sm px-2 py-1.5 text-sm outline-none data-[highlighted]:bg-muted";

/** The trigger's look, shared by the stand-in and the Radix menu so that the swap does not move a pixel. */
export const MEGA_MENU_TRIGGER_CLASS =
  "group inline-flex h-10 items-center gap-1 rounded-md px-3 text-sm font-medium hover:bg-muted data-[state=open]:bg-muted";

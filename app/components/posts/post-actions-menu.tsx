import { MoreHorizontal } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { useRef } from "react";
import { Button } from "../ui/button";
import { MENU_CONTENT_CLASS, MENU_ITEM_CLASS } from "../ui/menu";

export interface PostAction {
  label: string;
  run: () => void;
  /** Opens a dialog, which takes the focus: the menu does not give it back to its button then. */
  opensDialog?: boolean;
}

/**
 * A post's Edit, Delete, Report and Remove in one menu on narrow screens (below 640 px), where
 * a row of buttons would squeeze the author's name into a column a word wide; wider screens show
 * the buttons themselves.
 */
export function PostActionsMenu({ actions, label }: { actions: PostAction[]; label: string }) {
  const dialogOpening = useRef(false);
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          className="ml-auto h-7 shrink-0 px-2 sm:hidden"
          aria-label={label}
        >
          <MoreHorizontal aria-hidden="true" className="size-4" />
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={4}
          className={MENU_CONTENT_CLASS}
          onCloseAutoFocus={(event) => {
            if (dialogOpening.current) event.preventDefault();
            dialogOpening.current = false;
          }}
        >
          {actions.map((action) => (
            <DropdownMenu.Item
              key={action.label}
              className={MENU_ITEM_CLASS}
              onSelect={() => {
                dialogOpening.current = Boolean(action.opensDialog);
                action.run();
              }}
            >
              {action.label}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

import { Moon, Sun } from "lucide-react";
import { Button, type ButtonProps } from "../ui/button";

/** The theme button; the icon follows the page's class so that prerendered HTML matches. */
export function ThemeButton(props: ButtonProps) {
  return (
    <Button variant="ghost" size="icon" aria-label="Theme" {...props}>
      <Sun aria-hidden="true" className="dark:hidden" />
      <Moon aria-hidden="true" className="hidden dark:block" />
    </Button>
  );
}

import { useState } from "react";
import { onDemand, useOnDemand } from "../../lib/on-demand";
import { ThemeButton } from "./theme-button";

const themeMenu = onDemand(() => import("./theme-menu"));

/**
 * Light, dark or system. The menu's code (Radix) loads when the pointer or focus reaches the
 * button; a press before it arrives opens the menu once it has.
 */
export function ThemeToggle() {
  const [module, request] = useOnDemand(themeMenu);
  const [openOnLoad, setOpenOnLoad] = useState(false);
  const [focused, setFocused] = useState(false);
  if (module) return <module.ThemeMenu defaultOpen={openOnLoad} autoFocus={focused} />;
  const open = () => {
    setOpenOnLoad(true);
    request();
  };
  return (
    <ThemeButton
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      onPointerEnter={request}
      onFocus={() => {
        setFocused(true);
        request();
      }}
      onBlur={() => setFocused(false)}
      onPointerDown={(event) => event.button === 0 && open()}
      onClick={open}
    />
  );
}

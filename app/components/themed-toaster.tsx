import { Toaster } from "sonner";
import { useTheme } from "../hooks/use-theme";

/**
 * The signed-in and public headers are 4rem tall and sticky; toasts start below them, so a toast
 * never covers the account menu or the search button at the header's right (issue 27 item 8).
 */
const BELOW_HEADER = { top: "calc(4rem + 12px)", right: "16px" };
const BELOW_HEADER_ON_A_PHONE = { top: "calc(4rem + 8px)", left: "8px", right: "8px" };

/** Sonner's Toaster in the page's theme (spec §9: top right, rich colours, a close button). */
export function ThemedToaster() {
  const { theme } = useTheme();
  return (
    <Toaster
      position="top-right"
      theme={theme}
      richColors
      closeButton
      offset={BELOW_HEADER}
      mobileOffset={BELOW_HEADER_ON_A_PHONE}
    />
  );
}

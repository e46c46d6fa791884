import { Toaster } from "sonner";
import { useTheme } from "../hooks/use-theme";

/** Sonner's Toaster in the page's theme (spec §9: top right, rich colours, a close button). */
export function ThemedToaster() {
  const { theme } = useTheme();
  return <Toaster position="top-right" theme={theme} richColors closeButton />;
}

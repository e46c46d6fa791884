import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { Toaster } from "sonner";
import { AppErrorBoundary } from "./components/error-boundary";
import { ThemeProvider, useTheme } from "./hooks/use-theme";
import { AppRoutes } from "./routes";

function ThemedToaster() {
  const { theme } = useTheme();
  return <Toaster position="top-right" theme={theme} richColors closeButton />;
}

/** Providers shared by the browser and the prerenderer; the router is supplied by each. */
export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <AppErrorBoundary>
          <AppRoutes />
        </AppErrorBoundary>
        <ThemedToaster />
      </ThemeProvider>
    </QueryClientProvider>
  );
}

import { AppErrorBoundary } from "./components/error-boundary";
import { ToasterHost } from "./components/toaster-host";
import { ThemeProvider } from "./hooks/use-theme";
import { AppRoutes } from "./routes";

/**
 * Providers shared by the browser and the prerenderer; the router is supplied by each. The
 * QueryClient is provided by each lazily loaded scene (routes/lazy-scene.tsx), not here.
 */
export function App() {
  return (
    <ThemeProvider>
      <AppErrorBoundary>
        <AppRoutes />
      </AppErrorBoundary>
      <ToasterHost />
    </ThemeProvider>
  );
}

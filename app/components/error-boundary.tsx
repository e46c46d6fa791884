import { AlertTriangle } from "lucide-react";
import { Component, type ErrorInfo, type ReactNode } from "react";
import { Button } from "./ui/button";

/** The full-page error of spec §2, with a reload and a way home. */
export function ErrorPage() {
  return (
    <main
      id="main"
      className="mx-auto flex min-h-[60vh] max-w-lg flex-col items-center justify-center gap-4 p-6 text-center"
    >
      <AlertTriangle aria-hidden="true" className="size-10 text-destructive" />
      <h1 className="text-2xl font-semibold">Something went wrong.</h1>
      <p className="text-muted-foreground">The application encountered an unexpected error.</p>
      <div className="flex flex-wrap justify-center gap-2">
        <Button onClick={() => window.location.reload()}>Refresh page</Button>
        <Button variant="outline" onClick={() => window.location.assign("/")}>
          Go to homepage
        </Button>
      </div>
    </main>
  );
}

interface BoundaryState {
  error: Error | null;
}

/** Catches any render error in the app: a toast, and the error page in place of the app. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { error: null };

  static getDerivedStateFromError(error: Error): BoundaryState {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error("Application error", error, info.componentStack);
    // Sonner is not part of every page: it loads now, for this one toast.
    void import("../lib/toast").then(({ toast }) => toast.error("An error occurred in the application"));
  }

  override render() {
    return this.state.error ? <ErrorPage /> : this.props.children;
  }
}

/** Catches a render error in one part of a page and offers to retry just that part. */
export class ComponentErrorBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { error: null };

  static getDerivedStateFromError(error: Error): BoundaryState {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error("Component error", error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <div role="alert" className="grid gap-2 rounded-lg border border-destructive/40 bg-destructive/5 p-4">
        <p className="font-medium">Something went wrong loading this component</p>
        <p className="text-sm text-muted-foreground">{error.message || "Please try refreshing the page"}</p>
        <div>
          <Button size="sm" variant="outline" onClick={() => this.setState({ error: null })}>
            Retry
          </Button>
        </div>
      </div>
    );
  }
}

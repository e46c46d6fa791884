import { toast } from "sonner";
import { requestToaster } from "../components/toaster-host";

// Whatever imports this can show a toast: the page's Toaster mounts now (sonner replays toasts
// made before it), and pages that never toast (the marketing pages) never load sonner.
requestToaster();

export { toast };

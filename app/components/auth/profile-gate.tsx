import { Dialog } from "radix-ui";
import type { ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { useSignOut } from "../../hooks/use-sign-out";
import { isProfileComplete, useMeQuery } from "../../queries/me";
import { Button } from "../ui/button";

/**
 * Spec §4 "Profile gate": a member whose profile is missing or lacks a name gets the blocking
 * "Profile Setup Required" dialog everywhere but /complete-profile, where they can fix it.
 */
export function ProfileGate({ children }: { children: ReactNode }) {
  const me = useMeQuery();
  const signOut = useSignOut();
  const location = useLocation();
  if (!me.data || isProfileComplete(me.data) || location.pathname === "/complete-profile")
    return <>{children}</>;
  return (
    <>
      {children}
      <Dialog.Root open>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60" />
          <Dialog.Content
            onEscapeKeyDown={(event) => event.preventDefault()}
            onPointerDownOutside={(event) => event.preventDefault()}
            className="fixed left-1/2 top-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-lg border bg-background p-6 shadow-xl"
          >
            <Dialog.Title className="text-lg font-semibold">Profile Setup Required</Dialog.Title>
            <Dialog.Description className="mt-2 text-sm text-muted-foreground">
              Your user profile could not be loaded or is missing required information.
            </Dialog.Description>
            <div className="mt-6 flex flex-wrap justify-end gap-2">
              <Button variant="outline" onClick={() => void signOut()}>
                Sign Out
              </Button>
              <Button variant="outline" onClick={() => me.refetch()}>
                Retry
              </Button>
              <Button asChild>
                <Link to="/complete-profile">Complete Profile</Link>
              </Button>
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </>
  );
}

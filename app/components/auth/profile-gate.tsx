import type { ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { useSignOut } from "../../hooks/use-sign-out";
import { isProfileComplete, useMeQuery } from "../../queries/me";
import { Button } from "../ui/button";
import { ModalDialog } from "../ui/modal-dialog";

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
      <ModalDialog
        open
        blocking
        overlayClassName="bg-black/60"
        title="Profile Setup Required"
        description="Your user profile could not be loaded or is missing required information."
      >
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
      </ModalDialog>
    </>
  );
}

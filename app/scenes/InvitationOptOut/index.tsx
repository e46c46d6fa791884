import { Link, useSearchParams } from "react-router";
import { AuthCard } from "../../components/auth/auth-card";
import { Button } from "../../components/ui/button";
import { errorText } from "../../lib/error-text";
import { PageMeta } from "../../lib/page-meta";
import { useInvitationOptOutMutation } from "../../queries/invitation-opt-out";

/**
 * /invitations/opt-out?token=…: the page an invitation mail links to. Opening it changes nothing
 * (mail scanners open links); the button does, for the address the link was made for.
 */
export function InvitationOptOutScene() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const optOut = useInvitationOptOutMutation();
  return (
    <AuthCard
      title="Stop invitations"
      description="Nobody will be able to invite this e-mail address to a group, partnership or event on Common Ground again. Invitations waiting for it are declined."
    >
      <PageMeta title="Stop invitations" robots="noindex, nofollow" />
      <div className="grid gap-3">
        {optOut.isSuccess ? (
          <p role="status" className="text-sm">
            Done. This address will receive no more invitations.
          </p>
        ) : (
          <>
            {optOut.isError && (
              <p role="alert" className="text-sm text-destructive">
                {errorText(optOut.error, "That did not work. Please try again.")}
              </p>
            )}
            <Button onClick={() => optOut.mutate(token)} disabled={optOut.isPending || !token}>
              {optOut.isPending ? "Stopping..." : "Stop all invitations"}
            </Button>
          </>
        )}
        <Button asChild variant="outline">
          <Link to="/">Go to the home page</Link>
        </Button>
      </div>
    </AuthCard>
  );
}

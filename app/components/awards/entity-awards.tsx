import { Plus } from "lucide-react";
import { type FormEvent, lazy, Suspense, useId, useState } from "react";
import { Link } from "react-router";
import { AWARD_REVOKE_REASON_MAX_LENGTH } from "../../../shared/awards";
import type { EntityType } from "../../../shared/enums";
import { errorText } from "../../lib/error-text";
import { toast } from "../../lib/toast";
import { type EntityAward, useEntityAwardsQuery, useRevokeAward } from "../../queries/awards";
import { Avatar } from "../avatar";
import { PendingState } from "../offline/pending-state";
import { Button } from "../ui/button";
import { FormBanner } from "../ui/form-banner";
import { describedBy, FormField } from "../ui/form-field";
import { Textarea } from "../ui/input";
import { ModalDialog, ModalDialogActions } from "../ui/modal-dialog";
import { AwardCard, awardDate } from "./award-card";

const GiveAwardDialog = lazy(() =>
  import("./give-award-dialog").then((m) => ({ default: m.GiveAwardDialog })),
);

/**
 * An organisation's "Awards" (issue 30): the awards it gave, newest first, paged, each with its
 * recipient; for its admins (`canGive`), "Give an award", revoked ones with the reason, and Revoke.
 */
export function EntityAwards({ type, id, canGive }: { type: EntityType; id: number; canGive: boolean }) {
  const query = useEntityAwardsQuery(type, id);
  const [giving, setGiving] = useState(false);
  const [revoking, setRevoking] = useState<EntityAward | null>(null);
  const awards = query.data?.pages.flatMap((page) => page.awards) ?? [];
  return (
    <section aria-labelledby="entity-awards" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="entity-awards" className="text-lg font-semibold">
          Awards
        </h2>
        {canGive && (
          <Button onClick={() => setGiving(true)}>
            <Plus aria-hidden="true" />
            Give an award
          </Button>
        )}
      </div>
      {query.isPending ? (
        <PendingState query={query} loading="Loading awards..." className="text-sm text-muted-foreground" />
      ) : query.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
          <p className="text-destructive">Could not load the awards.</p>
          <Button variant="outline" size="sm" onClick={() => query.refetch()}>
            Retry
          </Button>
        </div>
      ) : awards.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          {canGive
            ? "No awards yet. Thank a member for what they did: give them an award."
            : "No awards given here yet."}
        </p>
      ) : (
        <ul className="grid gap-3">
          {awards.map((award) => (
            <li key={award.id}>
              <AwardCard
                award={award}
                muted={award.revoked !== null}
                aside={<AwardFacts award={award} />}
                actions={
                  award.can.revoke ? (
                    <Button variant="outline" size="sm" onClick={() => setRevoking(award)}>
                      Revoke
                    </Button>
                  ) : null
                }
              />
            </li>
          ))}
        </ul>
      )}
      {query.hasNextPage && (
        <Button
          variant="outline"
          className="justify-self-start"
          disabled={query.isFetchingNextPage}
          onClick={() => query.fetchNextPage()}
        >
          {query.isFetchingNextPage ? "Loading..." : "Show more awards"}
        </Button>
      )}
      {giving && (
        <Suspense fallback={null}>
          <GiveAwardDialog type={type} id={id} open={giving} onOpenChange={setGiving} />
        </Suspense>
      )}
      <RevokeDialog type={type} id={id} award={revoking} onClose={() => setRevoking(null)} />
    </section>
  );
}

/** Who received the award, and for admins whether and why it was revoked. */
function AwardFacts({ award }: { award: EntityAward }) {
  const name = `${award.recipient.firstName} ${award.recipient.lastName}`.trim() || "A member";
  return (
    <>
      <p className="flex items-center gap-2 text-sm">
        <Avatar
          src={award.recipient.avatarUrl}
          name={name}
          type="user"
          decorative
          className="size-6 text-[10px]"
        />
        <span>
          To{" "}
          <Link to={`/profile/${award.recipient.userId}`} className="font-medium hover:underline">
            {name}
          </Link>
        </span>
      </p>
      {award.revoked && (
        <p className="text-sm text-destructive">
          Revoked on {awardDate(award.revoked.at)}: {award.revoked.reason}
        </p>
      )}
    </>
  );
}

/** Revoking an award, with the reason the organisation's admins will read (the member is not told). */
function RevokeDialog({
  type,
  id,
  award,
  onClose,
}: {
  type: EntityType;
  id: number;
  award: EntityAward | null;
  onClose: () => void;
}) {
  const fieldId = useId();
  const revoke = useRevokeAward(type, id);
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setReason("");
    setError(null);
    onClose();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!award) return;
    setError(null);
    try {
      await revoke.mutateAsync({ awardId: award.id, reason });
      toast.success("The award is revoked.");
      close();
    } catch (caught) {
      setError(errorText(caught, "Could not revoke the award. Please try again."));
    }
  };
  const hint =
    "Your organisation's admins will see it. The member is not told, and the award leaves their profile.";
  return (
    <ModalDialog
      open={award !== null}
      onOpenChange={(open) => !open && close()}
      title="Revoke this award?"
      description={
        award
          ? `“${award.title}” for ${award.recipient.firstName} ${award.recipient.lastName}`.trim()
          : undefined
      }
    >
      <form onSubmit={submit} className="mt-4 grid gap-4" noValidate>
        <FormField id={fieldId} label="Why is it revoked?" hint={hint}>
          <Textarea
            id={fieldId}
            rows={3}
            maxLength={AWARD_REVOKE_REASON_MAX_LENGTH}
            value={reason}
            aria-describedby={describedBy(fieldId, undefined, hint)}
            onChange={(change) => setReason(change.target.value)}
          />
        </FormField>
        <FormBanner message={error} />
        <ModalDialogActions busy={revoke.isPending} submitLabel="Revoke award" busyLabel="Revoking..." />
      </form>
    </ModalDialog>
  );
}

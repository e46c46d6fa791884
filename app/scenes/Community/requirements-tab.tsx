import { useId, useState } from "react";
import { formatMinutes } from "../../../shared/volunteering";
import { ListEmpty, ListError, LoadMore } from "../../components/entities/list-states";
import { REQUIREMENT_KIND_WORDS, workDay } from "../../components/hours/hour-words";
import { ProgressToward } from "../../components/hours/requirement-progress";
import { Button } from "../../components/ui/button";
import { ConfirmDeleteDialog } from "../../components/ui/confirm-delete-dialog";
import { FormBanner } from "../../components/ui/form-banner";
import { errorText } from "../../lib/error-text";
import { toast } from "../../lib/toast";
import type { Community } from "../../queries/communities";
import {
  type CommunityRequirement,
  requirementCsvPath,
  useCommunityRequirementsQuery,
  useRemoveRequirement,
  useShareHours,
} from "../../queries/requirements";
import { RequirementForm } from "./requirement-form";
import { RequirementMembers } from "./requirement-members";

/**
 * The Service hours tab (issue 29): the community's requirements ("40 h between 1 September and
 * 31 May"). An active member shares their verified hours with it, or stops, and then follows their
 * own progress; its admins add and remove requirements, follow every sharing member's progress
 * and download it as CSV.
 */
export function RequirementsTab({ community }: { community: Community }) {
  const headingId = useId();
  const [adding, setAdding] = useState(false);
  const list = useCommunityRequirementsQuery(community.type, community.id);
  return (
    <section aria-labelledby={headingId} className="grid gap-4">
      <div className="grid gap-1">
        <h2 id={headingId} className="text-lg font-semibold">
          Service hours
        </h2>
        <p className="text-sm text-muted-foreground">
          The verified hours this community asks its members to serve in a period. Hours count wherever they
          were served.
        </p>
      </div>
      {list.isPending ? (
        <p role="status">Loading requirements...</p>
      ) : list.isError && !list.data ? (
        <ListError
          message="Could not load the requirements."
          onRetry={() => list.refetch()}
          retrying={list.isRefetching}
        />
      ) : (
        <>
          {/* One who shares and may no longer (their membership not active) may still stop. */}
          {(list.data.pages[0]?.can.share || list.data.pages[0]?.sharing) && (
            <ShareHours community={community} sharing={list.data.pages[0].sharing} />
          )}
          {list.data.pages[0]?.can.manage &&
            (adding ? (
              <div className="rounded-lg border bg-card p-4">
                <h3 className="mb-3 font-semibold">Add a requirement</h3>
                <RequirementForm community={community} onDone={() => setAdding(false)} />
              </div>
            ) : (
              <div>
                <Button onClick={() => setAdding(true)}>Add a requirement</Button>
              </div>
            ))}
          <RequirementList
            community={community}
            requirements={list.data.pages.flatMap((page) => page.requirements)}
            manage={Boolean(list.data.pages[0]?.can.manage)}
          />
          <LoadMore
            hasNextPage={list.hasNextPage}
            loading={list.isFetchingNextPage}
            failed={list.isFetchNextPageError}
            onLoad={() => list.fetchNextPage()}
          />
        </>
      )}
    </section>
  );
}

/** Sharing one's verified hours with the community, or no longer, with what it means. */
function ShareHours({ community, sharing }: { community: Community; sharing: boolean }) {
  const share = useShareHours(community.type, community.id);
  const [error, setError] = useState<string | null>(null);
  const run = async (on: boolean) => {
    setError(null);
    try {
      await share.mutateAsync(on);
      toast.success(on ? `You share your hours with ${community.name}.` : "You no longer share your hours.");
    } catch (caught) {
      setError(errorText(caught, on ? "Could not share your hours." : "Could not stop sharing your hours."));
    }
  };
  return (
    <div className="grid gap-3 rounded-lg border bg-card p-4">
      <p className="text-sm">
        {sharing
          ? `You share your verified hours with ${community.name}: its admins see your progress toward these requirements, wherever you served. You see it here and on your dashboard.`
          : `Share your verified hours with ${community.name} to follow your progress toward these requirements. Its admins then see your verified hours toward them, wherever you served: at shifts, for other communities or confirmed by an outside supervisor. You can stop at any time.`}
      </p>
      <div>
        <Button
          variant={sharing ? "outline" : "default"}
          disabled={share.isPending}
          onClick={() => run(!sharing)}
        >
          {sharing ? "Stop sharing" : `Share my hours with ${community.name}`}
        </Button>
      </div>
      <FormBanner message={error} />
    </div>
  );
}

function RequirementList({
  community,
  requirements,
  manage,
}: {
  community: Community;
  requirements: CommunityRequirement[];
  manage: boolean;
}) {
  if (requirements.length === 0)
    return (
      <ListEmpty
        title="No requirements yet"
        text={
          manage
            ? "Add one: how many hours, in which period, and which hours count."
            : "When this community asks for a number of volunteer hours, it appears here."
        }
      />
    );
  return (
    <ul className="grid gap-3" aria-label="Requirements">
      {requirements.map((requirement) => (
        <RequirementItem
          key={requirement.id}
          community={community}
          requirement={requirement}
          manage={manage}
        />
      ))}
    </ul>
  );
}

function RequirementItem({
  community,
  requirement,
  manage,
}: {
  community: Community;
  requirement: CommunityRequirement;
  manage: boolean;
}) {
  const progressId = useId();
  const [showing, setShowing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const remove = useRemoveRequirement(community.type, community.id);
  const confirmRemove = async () => {
    try {
      await remove.mutateAsync(requirement.id);
      setConfirming(false);
      toast.success("Requirement removed.");
    } catch (caught) {
      toast.error(errorText(caught, "Could not remove the requirement."));
    }
  };
  return (
    <li className="grid gap-3 rounded-lg border bg-card p-4">
      <div className="grid gap-1">
        <h3 className="break-words font-semibold">{requirement.title}</h3>
        <p className="text-sm">
          {formatMinutes(requirement.requiredMinutes)} between {workDay(requirement.periodFrom)} and{" "}
          {workDay(requirement.periodTo)}
        </p>
        <p className="text-sm text-muted-foreground">
          Counts: {requirement.kinds.map((kind) => REQUIREMENT_KIND_WORDS[kind]).join("; ")}
        </p>
      </div>
      {requirement.own && (
        <ProgressToward
          name={`Your progress toward ${requirement.title}`}
          requiredMinutes={requirement.requiredMinutes}
          progress={requirement.own}
        />
      )}
      {manage && (
        <div className="flex flex-wrap gap-2">
          <Button
            size="sm"
            variant="outline"
            aria-expanded={showing}
            aria-controls={progressId}
            onClick={() => setShowing((shown) => !shown)}
          >
            {showing ? "Hide progress" : "Progress"}
            <span className="sr-only"> of {requirement.title}</span>
          </Button>
          <Button asChild size="sm" variant="outline">
            <a href={requirementCsvPath(community.type, community.id, requirement.id)} download>
              Download CSV<span className="sr-only"> of {requirement.title}</span>
            </a>
          </Button>
          <Button size="sm" variant="outline" onClick={() => setConfirming(true)}>
            Remove<span className="sr-only"> {requirement.title}</span>
          </Button>
        </div>
      )}
      <div id={progressId} hidden={!showing}>
        {showing && <RequirementMembers community={community} requirement={requirement} />}
      </div>
      <ConfirmDeleteDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Remove this requirement?"
        description={`"${requirement.title}" goes for every member, with everyone's progress toward it. The hours themselves stay.`}
        busy={remove.isPending}
        onConfirm={confirmRemove}
        confirmLabel="Remove"
        pendingLabel="Removing..."
      />
    </li>
  );
}

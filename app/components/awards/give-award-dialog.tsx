import { X } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import {
  AWARD_BADGE_BUCKET,
  AWARD_CITATION_MAX_LENGTH,
  AWARD_DESCRIPTION_MAX_LENGTH,
  AWARD_RECIPIENTS_MAX,
  AWARD_TITLE_MAX_LENGTH,
} from "../../../shared/awards";
import type { EntityType } from "../../../shared/enums";
import { SEARCH_DEBOUNCE_MS } from "../../../shared/limits";
import { useDebouncedValue } from "../../hooks/use-debounced-value";
import { errorText } from "../../lib/error-text";
import { toast } from "../../lib/toast";
import { type AwardCandidate, useAwardCandidatesQuery, useGiveAward } from "../../queries/awards";
import { Avatar } from "../avatar";
import { type ChosenPicture, PictureInput } from "../entities/picture-input";
import { Button } from "../ui/button";
import { FormBanner } from "../ui/form-banner";
import { describedBy, FormField } from "../ui/form-field";
import { Input, Textarea } from "../ui/input";
import { ModalDialog, ModalDialogActions } from "../ui/modal-dialog";
import { TextField } from "../ui/text-field";
import { AwardBadge } from "./award-card";

const fullName = (member: AwardCandidate) => `${member.firstName} ${member.lastName}`.trim() || "A member";

/**
 * "Give an award" (issue 30): the members who receive it (picked from the organisation's members,
 * up to 50), its title, description, citation and an optional badge picture. The form names its
 * giving once (`grantId`), so sending it again after a lost answer gives nothing twice.
 */
export function GiveAwardDialog({
  type,
  id,
  open,
  onOpenChange,
}: {
  type: EntityType;
  id: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const ids = useId();
  const give = useGiveAward(type, id);
  const [grantId] = useState(() => crypto.randomUUID());
  const [chosen, setChosen] = useState<AwardCandidate[]>([]);
  const [title, setTitle] = useState("");
  const [description, setDescription] = useState("");
  const [citation, setCitation] = useState("");
  const [badge, setBadge] = useState<ChosenPicture>({ id: null, url: null });
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      await give.mutateAsync({
        grantId,
        recipientIds: chosen.map((member) => member.userId),
        title,
        description,
        citation,
        badgeFileId: badge.id,
      });
      toast.success(
        chosen.length === 1 ? "Award given. We let them know." : "Awards given. We let them know.",
      );
      onOpenChange(false);
    } catch (caught) {
      setError(errorText(caught, "Could not give the award. Please try again."));
    }
  };
  const citationHint = "A sentence or two on what they did. It shows on their profile.";
  return (
    <ModalDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Give an award"
      description="Thank members for what they did. Each one is told and sees it on their profile."
      className="max-w-lg"
    >
      <form onSubmit={submit} className="mt-4 grid gap-4" noValidate>
        <MemberPicker type={type} id={id} chosen={chosen} onChange={setChosen} />
        <TextField
          id={`${ids}-title`}
          label="Title"
          hint='For example "Volunteer of the month".'
          maxLength={AWARD_TITLE_MAX_LENGTH}
          value={title}
          onChange={(change) => setTitle(change.target.value)}
        />
        <FormField id={`${ids}-citation`} label="Citation" hint={citationHint}>
          <Textarea
            id={`${ids}-citation`}
            rows={2}
            maxLength={AWARD_CITATION_MAX_LENGTH}
            value={citation}
            aria-describedby={describedBy(`${ids}-citation`, undefined, citationHint)}
            onChange={(change) => setCitation(change.target.value)}
          />
        </FormField>
        <FormField id={`${ids}-description`} label="Description (optional)">
          <Textarea
            id={`${ids}-description`}
            rows={3}
            maxLength={AWARD_DESCRIPTION_MAX_LENGTH}
            value={description}
            onChange={(change) => setDescription(change.target.value)}
          />
        </FormField>
        <PictureInput
          bucket={AWARD_BADGE_BUCKET}
          label="Badge picture"
          hint="Optional. A square picture works best; without one, we draw a medal."
          value={badge}
          onChange={setBadge}
          preview={(url) => <AwardBadge url={url} />}
        />
        <FormBanner message={error} />
        <ModalDialogActions busy={give.isPending} submitLabel="Give award" busyLabel="Giving..." />
      </form>
    </ModalDialog>
  );
}

/** Picks the members who receive the award: search by name, tick, and see who is chosen. */
function MemberPicker({
  type,
  id,
  chosen,
  onChange,
}: {
  type: EntityType;
  id: number;
  chosen: AwardCandidate[];
  onChange: (members: AwardCandidate[]) => void;
}) {
  const ids = useId();
  const [q, setQ] = useState("");
  const search = useDebouncedValue(q.trim(), SEARCH_DEBOUNCE_MS);
  const candidates = useAwardCandidatesQuery(type, id, search, true);
  const isChosen = (member: AwardCandidate) => chosen.some((one) => one.userId === member.userId);
  const toggle = (member: AwardCandidate, on: boolean) =>
    onChange(on ? [...chosen, member] : chosen.filter((one) => one.userId !== member.userId));
  const full = chosen.length >= AWARD_RECIPIENTS_MAX;
  const members = candidates.data?.members ?? [];
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-medium">Who receives it</legend>
      {chosen.length > 0 && (
        <ul aria-label="Chosen members" className="flex flex-wrap gap-1.5">
          {chosen.map((member) => (
            <li key={member.userId}>
              <Button type="button" variant="secondary" size="sm" onClick={() => toggle(member, false)}>
                {fullName(member)}
                <X aria-hidden="true" />
                <span className="sr-only">(remove)</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
      <label htmlFor={`${ids}-q`} className="sr-only">
        Find members by name
      </label>
      <Input
        id={`${ids}-q`}
        type="search"
        placeholder="Find members by name"
        value={q}
        aria-describedby={`${ids}-count`}
        onChange={(change) => setQ(change.target.value)}
      />
      <p id={`${ids}-count`} className="text-xs text-muted-foreground" aria-live="polite">
        {chosen.length} of at most {AWARD_RECIPIENTS_MAX} chosen.
      </p>
      <div className="max-h-48 overflow-y-auto rounded-md border">
        {candidates.isError ? (
          <p role="alert" className="p-3 text-sm text-destructive">
            Could not load the members. Please try again.
          </p>
        ) : members.length === 0 ? (
          <p className="p-3 text-sm text-muted-foreground">
            {candidates.isPending ? "Loading members..." : "No members with that name."}
          </p>
        ) : (
          <ul className="divide-y">
            {members.map((member) => (
              <li key={member.userId}>
                <label className="flex cursor-pointer items-center gap-3 px-3 py-2 text-sm">
                  <input
                    type="checkbox"
                    className="size-4"
                    checked={isChosen(member)}
                    disabled={full && !isChosen(member)}
                    onChange={(change) => toggle(member, change.target.checked)}
                  />
                  <Avatar
                    src={member.avatarUrl}
                    name={fullName(member)}
                    type="user"
                    decorative
                    className="size-7 text-[10px]"
                  />
                  {fullName(member)}
                </label>
              </li>
            ))}
          </ul>
        )}
      </div>
    </fieldset>
  );
}

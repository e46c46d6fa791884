import { AWARD_BADGE_BUCKET } from "../../shared/awards";
import { fileUrl } from "../media/file-url";
import { type Actor, can } from "../policies";
import { type AwardRow, giverOf } from "../queries/awards";
import { presentPage } from "./community";

/** The organisation that gave an award, by name; null for a milestone badge. */
function giverView(row: AwardRow) {
  const giver = giverOf(row.award);
  if (!giver) return null;
  const names = { group: row.groupName, partnership: row.partnershipName, event: row.eventName };
  return { type: giver.type, id: giver.id, name: names[giver.type] ?? "" };
}

/** What every view of an award shows: title, giver, citation, date and badge picture. */
function awardBase(row: AwardRow) {
  const { award } = row;
  return {
    id: award.id,
    title: award.title,
    description: award.description,
    citation: award.citation,
    badgeUrl: award.badgeImage ? fileUrl(AWARD_BADGE_BUCKET, award.badgeImage) : null,
    givenAt: award.createdAt.toISOString(),
    giver: giverView(row),
  };
}

/**
 * An award on a member's profile and history (issue 30): whether it is hidden (only the member
 * ever receives hidden ones) and whether the viewer may hide or show it.
 */
export function presentMemberAward(actor: Actor, row: AwardRow) {
  return {
    ...awardBase(row),
    hidden: row.award.hiddenAt !== null,
    can: { hide: can(actor, "hide", { kind: "award", recipientId: row.award.recipientId }) },
  };
}

export const presentMemberAwardsPage = (actor: Actor, rows: AwardRow[], next: readonly unknown[] | null) =>
  presentPage(
    "awards",
    rows.map((row) => presentMemberAward(actor, row)),
    next,
  );

/**
 * An award in its organisation's list, with its recipient. Its admins (`admin`: giveAwards there)
 * also get revoked ones, with when and why, and may revoke one still given; nobody else is shown
 * a revocation.
 */
export function presentEntityAward(row: AwardRow, admin: boolean) {
  const { award, recipient } = row;
  const revoked = award.revokedAt !== null;
  return {
    ...awardBase(row),
    recipient: {
      userId: award.recipientId,
      firstName: recipient?.firstName ?? "",
      lastName: recipient?.lastName ?? "",
      avatarUrl: recipient?.avatarUrl ?? null,
    },
    revoked:
      admin && award.revokedAt
        ? { at: award.revokedAt.toISOString(), reason: award.revokeReason ?? "" }
        : null,
    can: { revoke: admin && !revoked },
  };
}

export const presentEntityAwardsPage = (rows: AwardRow[], admin: boolean, next: readonly unknown[] | null) =>
  presentPage(
    "awards",
    rows.map((row) => presentEntityAward(row, admin)),
    next,
  );

/** A giving: the rows it made (or had made, for a repeated request). */
export const presentGiving = (rows: AwardRow[]) => ({
  awards: rows.map((row) => presentEntityAward(row, true)),
});

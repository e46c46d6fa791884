import { randomUUID } from "node:crypto";
import { and, eq, inArray, isNull } from "drizzle-orm";
import sharp from "sharp";
import type { UploadBucket } from "../../shared/limits";
import type { Database } from "../db/client";
import { events, files, groups, partnerships, profiles, users } from "../db/schema";
import { fileUrl } from "../media/file-url";
import { processImage } from "../media/process-image";
import { ensureStorageBuckets } from "../storage/buckets";
import type { ObjectStorage } from "../storage/object-storage";
import { emailOf } from "./demo";
import { drawCover, drawLogo, drawPortrait } from "./demo-art";
import { DEMO_GROUPS, DEMO_PARTNERSHIPS, type DemoCommunity } from "./demo-communities";
import { DEMO_EVENTS } from "./demo-events";
import { DEMO_PEOPLE, DEMO_SIGN_IN } from "./demo-people";
import { DEMO_SERIES } from "./demo-series";

/** A community's name and its subcommunities', all the way down. */
const namesOf = (communities: DemoCommunity[]): string[] =>
  communities.flatMap((community) => [community.name, ...namesOf(community.children ?? [])]);

type Deps = { db: Database; storage: ObjectStorage };

/**
 * Draws an SVG into the bucket's picture as an upload of it would be (re-encoded by
 * processImage), stores it and records its `files` row as saved (attached), so the clean-up of
 * unsaved uploads leaves it. Returns the address the app shows it at.
 */
async function storePicture(
  deps: Deps,
  ownerId: string,
  bucket: UploadBucket,
  svg: string,
  fileName: string,
) {
  const image = await processImage(await sharp(Buffer.from(svg)).png().toBuffer(), bucket);
  const key = `${randomUUID()}.webp`;
  await deps.storage.put(bucket, key, image.data, image.contentType);
  await deps.db.insert(files).values({
    bucketId: bucket,
    objectKey: key,
    ownerId,
    fileName,
    contentType: image.contentType,
    sizeBytes: image.data.length,
    width: image.width,
    height: image.height,
    attachedAt: new Date(),
  });
  return fileUrl(bucket, key);
}

/**
 * Gives the demo community its pictures (issue 27 item 7): every person a portrait (the demo
 * member a cover too), every group and partnership a logo and a cover, every event a picture
 * and a cover (a series' dates share theirs). Run after seedDemo's commit, as the documents are;
 * the files belong to the demo member, who created most of it.
 */
export async function seedDemoPictures(deps: Deps): Promise<number> {
  await ensureStorageBuckets(deps.db);
  const emails = DEMO_PEOPLE.map(([first, last], index) =>
    index === 0 ? DEMO_SIGN_IN.email : emailOf(first, last),
  );
  const people = await deps.db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, emails));
  const owner = people.find((person) => person.email === DEMO_SIGN_IN.email);
  if (!owner) throw new Error("the demo community is not seeded");
  let stored = 0;
  const store = async (bucket: UploadBucket, svg: string, fileName: string) => {
    stored += 1;
    return storePicture(deps, owner.id, bucket, svg, fileName);
  };

  for (const person of people) {
    const index = emails.indexOf(person.email);
    const avatarUrl = await store("avatars", drawPortrait(index), "portrait.webp");
    const coverPhotoUrl =
      index === 0 ? await store("entity-covers", drawCover("Food Bank"), "cover.webp") : undefined;
    await deps.db
      .update(profiles)
      .set({ avatarUrl, ...(coverPhotoUrl ? { coverPhotoUrl } : {}) })
      .where(eq(profiles.userId, person.id));
  }
  // Only the demo's own, in an install that may hold others.
  const demoGroups = await deps.db
    .select({ id: groups.groupId, name: groups.name })
    .from(groups)
    .where(and(inArray(groups.name, namesOf(DEMO_GROUPS)), isNull(groups.profileImage)));
  for (const group of demoGroups) {
    const profileImage = await store("group-profile-images", drawLogo(group.name), "logo.webp");
    const coverPhoto = await store("entity-covers", drawCover(group.name), "cover.webp");
    await deps.db.update(groups).set({ profileImage, coverPhoto }).where(eq(groups.groupId, group.id));
  }
  const demoPartnerships = await deps.db
    .select({ id: partnerships.partnershipId, name: partnerships.name })
    .from(partnerships)
    .where(and(inArray(partnerships.name, namesOf(DEMO_PARTNERSHIPS)), isNull(partnerships.profileImage)));
  for (const partnership of demoPartnerships) {
    const profileImage = await store("partnership-profile-images", drawLogo(partnership.name), "logo.webp");
    const coverPhoto = await store("entity-covers", drawCover(partnership.name), "cover.webp");
    await deps.db
      .update(partnerships)
      .set({ profileImage, coverPhoto })
      .where(eq(partnerships.partnershipId, partnership.id));
  }
  const hosts = people.map((person) => person.id);
  for (const name of [...DEMO_EVENTS.map((event) => event.name), DEMO_SERIES.name]) {
    const eventImage = await store("event-images", drawLogo(name), "picture.webp");
    const coverPhoto = await store("entity-covers", drawCover(name), "cover.webp");
    await deps.db
      .update(events)
      .set({ eventImage, coverPhoto })
      .where(and(eq(events.eventName, name), inArray(events.hostUserId, hosts)));
  }
  return stored;
}

import { addEntityFile } from "../commands/entity-files";
import type { Database } from "../db/client";
import type { EntityRef } from "../loaders/memberships";
import type { Logger } from "../logger";
import { checkDocument } from "../media/documents";
import { ensureStorageBuckets } from "../storage/buckets";
import type { ObjectStorage } from "../storage/object-storage";

/** The documents a community keeps, so its storage page is not empty for a newcomer. */
const DEMO_FILES: { fileName: string; text: string }[] = [
  {
    fileName: "saturday-sorting-rota.csv",
    text: "date,shift,volunteer\n2026-12-05,09:00-12:00,Alex Rivera\n2026-12-05,09:00-12:00,Mei Wong\n2026-12-12,09:00-12:00,Greta Novak\n",
  },
  {
    fileName: "food-safety-notes.txt",
    text: "Food safety at the sorting tables\n\n- Check every date label; anything past its date goes in the grey crate.\n- Tins with dents on the seam are not shelved.\n- Wash hands before and after each shift.\n",
  },
];

/**
 * Puts the demo documents in a community's storage through the same command as an upload (the
 * check by content, the quota, the files row), after making sure the buckets exist, as the
 * server does at start-up.
 */
export async function seedDemoFiles(
  deps: { db: Database; storage: ObjectStorage; logger: Logger },
  entity: EntityRef,
  uploaderId: string,
) {
  await ensureStorageBuckets(deps.db);
  for (const file of DEMO_FILES) {
    const data = Buffer.from(file.text);
    await addEntityFile(deps, {
      entity,
      uploaderId,
      fileName: file.fileName,
      content: { data },
      checked: await checkDocument(data, file.fileName),
      quotaBytes: Number.MAX_SAFE_INTEGER,
      memberQuotaBytes: Number.MAX_SAFE_INTEGER,
    });
  }
}

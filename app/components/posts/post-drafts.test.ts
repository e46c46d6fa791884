import { describe, expect, it } from "vitest";
import { clearBrandStorage } from "../../hooks/use-sign-out";
import {
  clearDraft,
  draftKey,
  readDraft,
  readDraftRequest,
  writeDraft,
  writeDraftRequest,
} from "./post-drafts";

describe("post drafts (issue 31)", () => {
  it("keeps a draft per member and per place the post goes", () => {
    const anaHome = draftKey("ana", undefined);
    const anaEvent = draftKey("ana", { type: "event", id: 7 });
    const benHome = draftKey("ben", undefined);
    writeDraft(anaHome, { text: "Thanks to everyone who came!", mentions: [] });
    writeDraft(anaEvent, { text: "Bring gloves", mentions: [] });
    expect(readDraft(anaHome)?.text).toBe("Thanks to everyone who came!");
    expect(readDraft(anaEvent)?.text).toBe("Bring gloves");
    expect(readDraft(benHome)).toBeNull();
  });

  it("keeps mentions, forgets an emptied or published draft, and goes on sign-out", () => {
    const key = draftKey("ana", { type: "group", id: 3 });
    const draft = { text: "Hello @Ben", mentions: [{ userId: "ben", name: "Ben" }] };
    writeDraft(key, draft);
    expect(readDraft(key)).toEqual(draft);
    writeDraft(key, { text: "   ", mentions: [] });
    expect(readDraft(key)).toBeNull();
    writeDraft(key, { text: "Again", mentions: [] });
    clearDraft(key);
    expect(readDraft(key)).toBeNull();
    writeDraft(key, { text: "Before sign-out", mentions: [] });
    clearBrandStorage();
    expect(readDraft(key)).toBeNull();
  });

  it("keeps the id a draft was sent under until it is published, and goes on sign-out", () => {
    const key = draftKey("ana", undefined);
    const id = "0b6a4a7e-5d6c-4c1a-8f53-8a2e1f0c9b01";
    writeDraft(key, { text: "Sent when the network dropped", mentions: [] });
    writeDraftRequest(key, id);
    expect(readDraftRequest(key)).toBe(id);
    expect(readDraftRequest(draftKey("ben", undefined))).toBeNull();
    clearDraft(key);
    expect(readDraftRequest(key)).toBeNull();
    writeDraftRequest(key, id);
    clearBrandStorage();
    expect(readDraftRequest(key)).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import { DEFAULT_ENTITY_STORAGE_QUOTA_BYTES } from "../../shared/entity-storage";
import { parseConfig } from "../env";
import { usesObjectStorage } from "./create-storage";

const S3 = {
  S3_ENDPOINT: "http://127.0.0.1:9000",
  S3_BUCKET: "commonground",
  S3_ACCESS_KEY_ID: "key",
  S3_SECRET_ACCESS_KEY: "secret",
};

describe("storage configuration", () => {
  it("stores files on local disk unless both S3_ENDPOINT and S3_BUCKET are set", () => {
    expect(usesObjectStorage(parseConfig({}))).toBe(false);
    expect(usesObjectStorage(parseConfig(S3))).toBe(true);
    // Keys are optional: without them the SDK's own chain (an instance role) signs.
    expect(usesObjectStorage(parseConfig({ S3_ENDPOINT: S3.S3_ENDPOINT, S3_BUCKET: S3.S3_BUCKET }))).toBe(
      true,
    );
  });

  it("stops on a half-set S3 configuration, naming what is missing", () => {
    expect(() => parseConfig({ S3_ENDPOINT: S3.S3_ENDPOINT })).toThrow(
      "S3_BUCKET: must be set for object storage (S3_ENDPOINT is set)",
    );
    expect(() =>
      parseConfig({ S3_BUCKET: S3.S3_BUCKET, S3_ACCESS_KEY_ID: "key", S3_SECRET_ACCESS_KEY: "s" }),
    ).toThrow(
      "S3_ENDPOINT: must be set for object storage (S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY are set)",
    );
    expect(() => parseConfig({ S3_ACCESS_KEY_ID: "key" })).toThrow(
      /S3_ENDPOINT: must be set[\s\S]*S3_BUCKET: must be set/,
    );
    expect(() => parseConfig({ ...S3, S3_SECRET_ACCESS_KEY: "" })).toThrow(
      "S3_SECRET_ACCESS_KEY: must be set together with S3_ACCESS_KEY_ID",
    );
    expect(() => parseConfig({ ...S3, S3_ENDPOINT: "not a url" })).toThrow("S3_ENDPOINT");
  });

  it("gives every entity 1 GB unless ENTITY_STORAGE_QUOTA_BYTES says otherwise", () => {
    expect(parseConfig({}).ENTITY_STORAGE_QUOTA_BYTES).toBe(DEFAULT_ENTITY_STORAGE_QUOTA_BYTES);
    expect(DEFAULT_ENTITY_STORAGE_QUOTA_BYTES).toBe(1024 ** 3);
    expect(parseConfig({ ENTITY_STORAGE_QUOTA_BYTES: "5368709120" }).ENTITY_STORAGE_QUOTA_BYTES).toBe(
      5 * 1024 ** 3,
    );
    expect(() => parseConfig({ ENTITY_STORAGE_QUOTA_BYTES: "0" })).toThrow("ENTITY_STORAGE_QUOTA_BYTES");
    expect(() => parseConfig({ ENTITY_STORAGE_QUOTA_BYTES: "lots" })).toThrow("ENTITY_STORAGE_QUOTA_BYTES");
  });
});

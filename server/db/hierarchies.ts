/** Entities that nest: a parent column names the group or partnership above. */
export const HIERARCHIES = {
  group: {
    table: "groups",
    id: "group_id",
    parent: "parent_group_id",
    memberships: "group_memberships",
    memberEntity: "group_id",
    memberUser: "uid",
  },
  partnership: {
    table: "partnerships",
    id: "partnership_id",
    parent: "parent_partnership_id",
    memberships: "partnership_memberships",
    memberEntity: "partnership_id",
    memberUser: "user_id",
  },
} as const;

/** Deeper than any real federation; stops a corrupted parent cycle from looping. */
export const MAX_DEPTH = 64;

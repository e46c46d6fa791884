import { ENTITY_PATH_SEGMENT } from "../../../shared/entity-storage";
import { ENTITY_TYPES, type EntityType } from "../../../shared/enums";
import { uploadForm } from "../images";
import { type AccessCase, signedIn } from "./cases";
import type { Who, World } from "./world";

// The rows of an entity's storage (issue 11, item 4), the same for groups, partnerships and
// events: members list and download, owners and admins upload and delete (policies/entity-storage.ts).

/** Every member role of the private entity; the stranger and platform admins are outsiders here. */
const readers = (status: number): Record<Who, number> => ({
  ...signedIn(status),
  stranger: 403,
  platformAdmin: 403,
});
/** Owners and admins; everyone else signed in is refused. */
const managers = (status: number): Record<Who, number> => ({
  ...signedIn(403),
  admin: status,
  owner: status,
});
/** The private subgroup: only the parent's owner and admin, by inheritance; its members hold nothing. */
const fromAbove = managers;

/** A program's first bytes: no document, whatever its name says. */
const PROGRAM = (() => {
  const bytes = Buffer.concat([Buffer.from("MZ"), Buffer.alloc(62), Buffer.from("PE\0\0"), Buffer.alloc(64)]);
  bytes.writeUInt32LE(64, 60);
  return bytes;
})();

const entityOf = (w: World, type: EntityType) => w.storage.entities[type];
const doomedOf = (w: World, type: EntityType, who: Who) =>
  w.storage.doomed[type][who === "visitor" ? "stranger" : who];

function rowsFor(type: EntityType): Record<string, AccessCase[]> {
  const base = `/api/${ENTITY_PATH_SEGMENT[type]}`;
  const files = (w: World) => `${base}/${entityOf(w, type).id}/files`;
  const subgroupFiles = (w: World) => `/api/groups/${w.storage.entities.subgroup.id}/files`;
  const onSubgroup = type === "group";
  return {
    [`GET ${base}/:id/files`]: [
      { name: "the private one's", request: (w) => ({ path: files(w) }), expect: readers(200) },
      ...(onSubgroup
        ? [
            {
              name: "the private subgroup's",
              request: (w: World) => ({ path: subgroupFiles(w) }),
              expect: fromAbove(200),
            },
          ]
        : []),
      { name: "missing", request: () => ({ path: `${base}/999999/files` }), expect: signedIn(404) },
      {
        name: "a cursor not ours",
        request: (w) => ({ path: `${files(w)}?cursor=forged` }),
        expect: signedIn(422),
      },
    ],
    [`POST ${base}/:id/files`]: [
      {
        name: "a text document",
        request: (w) => ({
          path: files(w),
          body: uploadForm(Buffer.from("Agenda\n"), "agenda.txt", "text/plain"),
        }),
        expect: managers(201),
      },
      {
        name: "a program named as a PDF",
        request: (w) => ({ path: files(w), body: uploadForm(PROGRAM, "report.pdf", "application/pdf") }),
        expect: managers(415),
      },
      ...(onSubgroup
        ? [
            {
              name: "into the private subgroup",
              request: (w: World) => ({
                path: subgroupFiles(w),
                body: uploadForm(Buffer.from("Rota\n"), "rota.txt"),
              }),
              expect: fromAbove(201),
            },
          ]
        : []),
      {
        name: "missing",
        request: () => ({ path: `${base}/999999/files`, body: uploadForm(Buffer.from("x"), "x.txt") }),
        expect: signedIn(404),
      },
    ],
    [`DELETE ${base}/:id/files/:fileId`]: [
      {
        name: "a document",
        request: (w, who) => ({ path: `${files(w)}/${doomedOf(w, type, who)}` }),
        expect: managers(200),
      },
      {
        name: "a file it does not have",
        request: (w) => ({ path: `${files(w)}/${crypto.randomUUID()}` }),
        expect: managers(404),
      },
      { name: "not a file id", request: (w) => ({ path: `${files(w)}/42` }), expect: signedIn(422) },
    ],
    [`GET ${base}/:id/files/:fileId/download`]: [
      {
        name: "a document",
        request: (w) => ({ path: `${files(w)}/${w.storage.documents[type]}/download` }),
        expect: readers(302),
      },
      ...(onSubgroup
        ? [
            {
              name: "the private subgroup's document",
              request: (w: World) => ({
                path: `${subgroupFiles(w)}/${w.storage.documents.subgroup}/download`,
              }),
              expect: fromAbove(302),
            },
          ]
        : []),
      {
        name: "another entity's document",
        request: (w) => ({ path: `${files(w)}/${w.storage.documents.subgroup}/download` }),
        expect: readers(404),
      },
    ],
  };
}

export const STORAGE_ROWS: Record<string, AccessCase[]> = Object.assign(
  {},
  ...ENTITY_TYPES.map((type) => rowsFor(type)),
);

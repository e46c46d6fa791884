import { useNavigate, useParams } from "react-router";
import type { CommunityType } from "../../../shared/schemas/lists";
import { EntityNotFound, EntityPageSkeleton } from "../../components/entities/entity-page-parts";
import { entityIdFrom } from "../../components/entities/entity-page-state";
import { FormPage } from "../../components/entities/form-page";
import { ListError } from "../../components/entities/list-states";
import { ApiError } from "../../lib/api-error";
import { toast } from "../../lib/toast";
import {
  type Community,
  useCommunityQuery,
  useCreateCommunityMutation,
  useUpdateCommunityMutation,
} from "../../queries/communities";
import { CommunityForm, type CommunityFormValues } from "./community-form";

const PATHS = { group: "/groups", partnership: "/partnerships" } as const;
const NOUN = { group: "group", partnership: "partnership" } as const;
const CHILD = { group: "subgroup", partnership: "sub-partnership" } as const;
const EMPTY = {
  name: "",
  description: "",
  visibility: "public" as const,
  profileImage: null,
  coverPhoto: null,
};

/** Sends only what a form may change: pictures are left out unless they were changed. */
function payload(values: CommunityFormValues) {
  return Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== undefined),
  ) as CommunityFormValues;
}

/** /groups/create and /partnerships/create: a new community, its creator its owner. */
export function CreateCommunityScene({ type }: { type: CommunityType }) {
  const navigate = useNavigate();
  const mutation = useCreateCommunityMutation(type);
  const title = type === "group" ? "Create a group" : "Create a partnership";
  return (
    <FormPage title={title} crumbs={[{ label: "Communities", to: "/communities" }, { label: title }]}>
      <CommunityForm
        type={type}
        initial={EMPTY}
        submitLabel={title}
        pendingLabel="Creating..."
        onCancel={() => navigate("/communities")}
        onSubmit={async (values) => {
          const community = await mutation.mutateAsync(payload(values));
          toast.success(`${community.name} was created`);
          navigate(`${PATHS[type]}/${community.id}`);
        }}
      />
    </FormPage>
  );
}

/** Loads the community a page acts on, with the page's loading, 404 and error states. */
function WithCommunity({
  type,
  children,
}: {
  type: CommunityType;
  children: (community: Community) => React.ReactNode;
}) {
  const id = entityIdFrom(useParams().id);
  const query = useCommunityQuery(type, id ?? 0);
  if (id === null) return <EntityNotFound type={type} />;
  if (query.isPending)
    return (
      <div className="mx-auto max-w-2xl px-4 py-6">
        <EntityPageSkeleton />
      </div>
    );
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) return <EntityNotFound type={type} />;
    return (
      <div className="mx-auto max-w-2xl px-4 py-6">
        <ListError
          message={`Could not load this ${type}.`}
          onRetry={() => query.refetch()}
          retrying={query.isRefetching}
        />
      </div>
    );
  }
  return children(query.data);
}

/** What a member who may not do this sees instead of the form. */
function NotAllowed({ community, text }: { community: Community; text: string }) {
  return (
    <FormPage
      title={community.name}
      crumbs={[
        { label: "Communities", to: "/communities" },
        { label: community.name, to: `${PATHS[community.type]}/${community.id}` },
      ]}
    >
      <p role="alert">{text}</p>
    </FormPage>
  );
}

/** /groups/{id}/create-subgroup and /partnerships/{id}/create-subpartnership. */
export function CreateChildScene({ type }: { type: CommunityType }) {
  return <WithCommunity type={type}>{(parent) => <CreateChild parent={parent} />}</WithCommunity>;
}

function CreateChild({ parent }: { parent: Community }) {
  const navigate = useNavigate();
  const mutation = useCreateCommunityMutation(parent.type, parent.id);
  const parentPath = `${PATHS[parent.type]}/${parent.id}`;
  if (!parent.can.createSubgroup) {
    return (
      <NotAllowed
        community={parent}
        text={`Only the admins of ${parent.name} can create a ${CHILD[parent.type]}.`}
      />
    );
  }
  const title = `Create a ${CHILD[parent.type]}`;
  return (
    <FormPage
      title={title}
      crumbs={[
        { label: "Communities", to: "/communities" },
        { label: parent.name, to: parentPath },
        { label: title },
      ]}
    >
      <p className="mb-4 text-sm text-muted-foreground">
        It sits under {parent.name}, whose admins run it too.
      </p>
      <CommunityForm
        type={parent.type}
        initial={{ ...EMPTY, visibility: parent.visibility === "private" ? "private" : "public" }}
        submitLabel={title}
        pendingLabel="Creating..."
        onCancel={() => navigate(parentPath)}
        onSubmit={async (values) => {
          const child = await mutation.mutateAsync(payload(values));
          toast.success(`${child.name} was created`);
          navigate(`${PATHS[parent.type]}/${child.id}`);
        }}
      />
    </FormPage>
  );
}

/** /groups/{id}/edit and /partnerships/{id}/edit, for those who may edit it. */
export function EditCommunityScene({ type }: { type: CommunityType }) {
  return <WithCommunity type={type}>{(community) => <EditCommunity community={community} />}</WithCommunity>;
}

function EditCommunity({ community }: { community: Community }) {
  const navigate = useNavigate();
  const mutation = useUpdateCommunityMutation(community.type, community.id);
  const path = `${PATHS[community.type]}/${community.id}`;
  if (!community.can.update) {
    return <NotAllowed community={community} text={`Only the admins of ${community.name} can edit it.`} />;
  }
  const title = `Edit ${NOUN[community.type]}`;
  return (
    <FormPage
      title={title}
      crumbs={[
        { label: "Communities", to: "/communities" },
        { label: community.name, to: path },
        { label: title },
      ]}
    >
      <CommunityForm
        type={community.type}
        initial={{
          name: community.name,
          description: community.description,
          visibility: community.visibility === "private" ? "private" : "public",
          profileImage: community.profileImage,
          coverPhoto: community.coverPhoto,
        }}
        submitLabel="Save changes"
        pendingLabel="Saving..."
        onCancel={() => navigate(path)}
        onSubmit={async (values) => {
          await mutation.mutateAsync(payload(values));
          toast.success("Changes saved");
          navigate(path);
        }}
      />
    </FormPage>
  );
}

/** The three forms of a community by what they do, as the routes name them. */
export function CommunityFormScene({
  type,
  mode,
}: {
  type: CommunityType;
  mode: "create" | "child" | "edit";
}) {
  if (mode === "create") return <CreateCommunityScene type={type} />;
  if (mode === "child") return <CreateChildScene type={type} />;
  return <EditCommunityScene type={type} />;
}

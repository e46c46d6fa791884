import { lazy, Suspense } from "react";
import { useParams } from "react-router";
import { ActivityFeed } from "../../components/posts/activity-feed";
import { PostComposer } from "../../components/posts/post-composer";
import { LazyMilestoneBadges } from "../../components/recognition/lazy";
import { Button } from "../../components/ui/button";
import { ApiError } from "../../lib/api-error";
import { PageMeta } from "../../lib/page-meta";
import { useMeQuery } from "../../queries/me";
import { useMemberProfileQuery } from "../../queries/member-profile";
import { ProfileCommunities } from "./profile-communities";
import { ProfileHeader } from "./profile-header";

const MemberAwards = lazy(() =>
  import("../../components/awards/member-awards").then((m) => ({ default: m.MemberAwards })),
);

/**
 * /profile (one's own) and /profile/{userId}: cover, avatar, name, bio, member since and the
 * groups and partnerships the viewer may see (the server decides, by policy).
 */
export function ProfileScene() {
  const params = useParams();
  const me = useMeQuery();
  const userId = params.userId ?? me.data?.user.id;
  const profile = useMemberProfileQuery(userId);

  if (profile.isError) {
    const missing = profile.error instanceof ApiError && profile.error.status === 404;
    return (
      <div className="mx-auto max-w-4xl px-4 py-10">
        <PageMeta title="Profile" robots="noindex, follow" />
        <h1 className="text-2xl font-bold">Profile</h1>
        <div role="alert" className="mt-4 flex flex-wrap items-center gap-3 text-sm">
          <p className={missing ? "" : "text-destructive"}>
            {missing ? "This member does not exist." : "Something went wrong loading this profile."}
          </p>
          {!missing && (
            <Button variant="outline" size="sm" onClick={() => profile.refetch()}>
              Retry
            </Button>
          )}
        </div>
      </div>
    );
  }
  if (!profile.data) return <ProfileSkeleton />;

  const member = profile.data;
  const name = [member.firstName, member.lastName].filter(Boolean).join(" ") || "Member";
  const first = member.firstName || name;
  return (
    <div className="mx-auto grid max-w-4xl grid-cols-1 gap-6 px-4 py-6 sm:py-10">
      <PageMeta title={name} robots="noindex, follow" />
      <ProfileHeader member={member} name={name} />
      {/* Milestone badges follow the verified hours' rule: one's own, or a member who shows their hours. */}
      {(member.can.update || member.hoursVisible) && <LazyMilestoneBadges userId={member.userId} />}
      <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
        <ProfileCommunities
          title="Groups"
          communities={member.groups}
          empty={
            member.can.update
              ? "You are not in any groups yet."
              : `${first} is not in any groups you can see.`
          }
        />
        <ProfileCommunities
          title="Partnerships"
          communities={member.partnerships}
          empty={
            member.can.update
              ? "You are not in any partnerships yet."
              : `${first} is not in any partnerships you can see.`
          }
        />
      </div>
      <Suspense fallback={null}>
        <MemberAwards userId={member.userId} own={member.can.update} name={first} />
      </Suspense>
      <section aria-labelledby="profile-posts" className="grid grid-cols-1 gap-4">
        <h2 id="profile-posts" className="text-lg font-semibold">
          {member.can.update ? "Your posts" : `${first}'s posts`}
        </h2>
        {member.can.update && <PostComposer />}
        <ActivityFeed source={{ kind: "profile", userId: member.userId }} />
      </section>
    </div>
  );
}

/** The page's shape while the profile loads. */
function ProfileSkeleton() {
  return (
    <div className="mx-auto grid max-w-4xl grid-cols-1 gap-6 px-4 py-6 sm:py-10" aria-busy="true">
      <p className="sr-only" role="status">
        Loading profile...
      </p>
      <div className="overflow-hidden rounded-lg border bg-card">
        <div className="h-24 animate-pulse bg-muted sm:h-36" />
        <div className="grid gap-3 px-4 pb-5 sm:px-6">
          <div className="-mt-12 size-24 animate-pulse rounded-full border-4 border-card bg-muted sm:-mt-16 sm:size-32" />
          <div className="h-7 w-48 animate-pulse rounded bg-muted" />
          <div className="h-4 w-32 animate-pulse rounded bg-muted" />
        </div>
      </div>
      <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
        <div className="h-32 animate-pulse rounded-lg border bg-muted/40" />
        <div className="h-32 animate-pulse rounded-lg border bg-muted/40" />
      </div>
    </div>
  );
}

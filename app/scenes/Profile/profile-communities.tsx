import { Link } from "react-router";
import { Avatar } from "../../components/avatar";
import type { ProfileCommunity } from "../../queries/member-profile";

const ROLE_WORDS: Record<string, string> = {
  owner: "Owner",
  admin: "Admin",
  moderator: "Moderator",
  member: "Member",
};

/** A member's groups or partnerships, each a link with its picture and the member's role as a badge. */
export function ProfileCommunities({
  title,
  communities,
  empty,
}: {
  title: string;
  communities: ProfileCommunity[];
  empty: string;
}) {
  const headingId = `profile-${title.toLowerCase()}-heading`;
  return (
    <section aria-labelledby={headingId} className="rounded-lg border bg-card p-4 sm:p-6">
      <h2 id={headingId} className="text-lg font-semibold">
        {title}
      </h2>
      {communities.length === 0 ? (
        <p className="mt-2 text-sm text-muted-foreground">{empty}</p>
      ) : (
        // Two columns only while the card has the page's width: beside the other card (md and up)
        // a second column left a name a few letters wide ("D…").
        <ul className="mt-3 grid grid-cols-1 gap-2 sm:grid-cols-2 md:grid-cols-1">
          {communities.map((community) => (
            <li key={`${community.type}-${community.id}`}>
              <Link
                to={`/${community.type === "group" ? "groups" : "partnerships"}/${community.id}`}
                className="flex items-center gap-3 rounded-md p-2 outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring"
              >
                <Avatar src={community.profileImage} name={community.name} type={community.type} decorative />
                <span className="min-w-0 flex-1">
                  {/* The whole name, on as many lines as it takes. */}
                  <span className="block font-medium">{community.name}</span>
                  <span className="block text-xs text-muted-foreground">{community.label}</span>
                </span>
                <span className="shrink-0 rounded-full border px-2 py-0.5 text-xs font-medium">
                  {ROLE_WORDS[community.memberRole] ?? community.memberRole}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

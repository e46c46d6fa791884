import { Link } from "react-router";
import { AppImage } from "../../components/app-image";
import { Avatar } from "../../components/avatar";
import { ConnectButton } from "../../components/connections/connect-button";
import { buttonVariants } from "../../components/ui/button";
import type { MemberProfile } from "../../queries/member-profile";

const MEMBER_SINCE = new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric" });

/**
 * Cover photo, avatar, name, member since and bio; one's own profile links to its settings and
 * volunteer history, another member's offers to connect and, when they show it, their history.
 */
export function ProfileHeader({ member, name }: { member: MemberProfile; name: string }) {
  return (
    <section aria-labelledby="profile-name" className="overflow-hidden rounded-lg border bg-card">
      {member.coverPhotoUrl ? (
        <AppImage
          src={member.coverPhotoUrl}
          alt={`${name}'s cover photo`}
          type="user"
          className="h-36 w-full sm:h-56"
        />
      ) : (
        <div aria-hidden="true" className="h-24 w-full bg-emerald-100 sm:h-36 dark:bg-emerald-950" />
      )}
      <div className="px-4 pb-5 sm:px-6">
        <div className="-mt-12 flex flex-wrap items-end justify-between gap-3 sm:-mt-16">
          <Avatar
            src={member.avatarUrl}
            name={name}
            type="user"
            className="size-24 border-4 border-card text-2xl sm:size-32 sm:text-3xl"
          />
          {member.can.update ? (
            <div className="flex flex-wrap gap-2">
              <Link
                to={`/profile/${member.userId}/volunteer-history`}
                className={buttonVariants({ variant: "outline", size: "sm" })}
              >
                Volunteer history
              </Link>
              <Link to="/profile/settings" className={buttonVariants({ variant: "outline", size: "sm" })}>
                Edit profile
              </Link>
            </div>
          ) : (
            <div className="flex flex-wrap gap-2">
              {member.hoursVisible && (
                <Link
                  to={`/profile/${member.userId}/volunteer-history`}
                  className={buttonVariants({ variant: "outline", size: "sm" })}
                >
                  Volunteer history
                </Link>
              )}
              {member.can.connect && <ConnectButton userId={member.userId} name={name} />}
            </div>
          )}
        </div>
        <h1 id="profile-name" className="mt-3 text-2xl font-bold tracking-tight break-words sm:text-3xl">
          {name}
        </h1>
        <p className="mt-1 text-sm text-muted-foreground">
          Member since {MEMBER_SINCE.format(new Date(member.memberSince))}
        </p>
        {member.bio && <p className="mt-4 whitespace-pre-line break-words">{member.bio}</p>}
      </div>
    </section>
  );
}

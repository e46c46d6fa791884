import type { StoredPost } from "../../queries/debug";
import { Raw } from "./frame";

/** One post as stored: its columns, media JSON, link preview row, counts and moderation state. */
export function StoredPostView({ post }: { post: StoredPost }) {
  const rows: [string, unknown][] = [
    ["id", post.id],
    ["author", `${post.authorName} (${post.authorId})`],
    [
      "target",
      `${post.targetType} · group ${post.groupId} · partnership ${post.partnershipId} · event ${post.eventId}`,
    ],
    ["content", post.content],
    ["link_url", post.linkUrl],
    ["media", post.media],
    ["link preview", post.linkPreview],
    ["likes · comments", `${post.likeCount} · ${post.commentCount}`],
    ["reports (open · all)", `${post.moderation.openReports} · ${post.moderation.allReports}`],
    ["Bluesky copy", post.bluesky],
    ["created · updated", `${post.createdAt} · ${post.updatedAt}`],
  ];
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">Post {post.id} as stored</caption>
      <tbody>
        {rows.map(([name, value]) => (
          <tr key={name} className="border-b align-top">
            <th scope="row" className="w-40 py-1 pr-3 font-medium">
              {name}
            </th>
            <td className="py-1">
              <Raw value={value} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

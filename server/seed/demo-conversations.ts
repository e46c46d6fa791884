import type { Executor } from "../db/client";
import { comments, mentions, postLikes } from "../db/schema";
import type { MemberFixture } from "../test/factories";
import type { DemoBell, PersonAt } from "./demo-bell";
import { DEMO_COMMENTS, DEMO_LIKE_COUNTS } from "./demo-social";

/** `{@n}` in a demo text becomes the mention markup of person n (shared/: `@[Name](id)`). */
export function withMentions(text: string, person: PersonAt): { content: string; mentioned: string[] } {
  const mentioned: string[] = [];
  const content = text.replace(/\{@(\d+)\}/g, (_match, index: string) => {
    const who = person(Number(index));
    if (!mentioned.includes(who.id)) mentioned.push(who.id);
    return `@[${who.firstName} ${who.lastName}](${who.id})`;
  });
  return { content, mentioned };
}

/** The comments of demo-social.ts and the likes each post gets, from people other than its author. */
export async function conversations(
  tx: Executor,
  seeded: { id: string; authorIndex: number; createdAt: Date }[],
  people: MemberFixture[],
  person: PersonAt,
  bell: DemoBell,
) {
  for (const [postIndex, author, text, minutesAfter] of DEMO_COMMENTS) {
    const post = seeded[postIndex];
    if (!post) throw new Error(`no demo post ${postIndex}`);
    const at = new Date(post.createdAt.getTime() + minutesAfter * 60_000);
    const { content, mentioned } = withMentions(text, person);
    const [comment] = await tx
      .insert(comments)
      .values({ postId: post.id, authorId: person(author).id, content, createdAt: at, updatedAt: at })
      .returning({ id: comments.id });
    for (const userId of mentioned) {
      await tx.insert(mentions).values({ postId: post.id, commentId: comment?.id, mentionedUserId: userId });
      bell.add(userId, "mention", author, post.id, at);
    }
    bell.add(person(post.authorIndex).id, "comment", author, post.id, at);
  }
  for (const [index, post] of seeded.entries()) {
    const likes = DEMO_LIKE_COUNTS[index] ?? 3;
    const likers = people.filter(
      (_, n) => n !== post.authorIndex && (n * 7 + index) % people.length < likes + 1,
    );
    for (const liker of likers.slice(0, likes)) {
      await tx.insert(postLikes).values({ postId: post.id, userId: liker.id, createdAt: post.createdAt });
      bell.add(person(post.authorIndex).id, "like", people.indexOf(liker), post.id, post.createdAt);
    }
  }
}

import { eq, sql } from "drizzle-orm";
import type { Context } from "hono";
import { z } from "zod";
import { formatPageTitle } from "../../shared/brand";
import type { AppDeps, AppEnv } from "../context";
import { posts, profiles } from "../db/schema";
import { excerpt, firstImage } from "../presenters/post";
import { fullName } from "../queries/posts";
import type { StaticApp } from "../static";

/** What a link unfurler is told about a page. */
export interface ShareMeta {
  title: string;
  ogTitle: string;
  description: string;
  image: string;
  url: string;
  card: "summary_large_image" | "summary";
  type: "website" | "article";
}

const escapeHtml = (value: string) =>
  value
    .replaceAll("&", "&amp;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;");

/** The head tags of a shared page, every value escaped. */
export function renderShareHead(meta: ShareMeta, siteName: string): string {
  return [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:title" content="${escapeHtml(meta.ogTitle)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:type" content="${meta.type}" />`,
    `<meta property="og:site_name" content="${escapeHtml(siteName)}" />`,
    `<meta property="og:url" content="${escapeHtml(meta.url)}" />`,
    `<meta property="og:image" content="${escapeHtml(meta.image)}" />`,
    `<meta name="twitter:card" content="${meta.card}" />`,
    `<meta name="twitter:title" content="${escapeHtml(meta.ogTitle)}" />`,
    `<meta name="twitter:description" content="${escapeHtml(meta.description)}" />`,
    `<meta name="twitter:image" content="${escapeHtml(meta.image)}" />`,
  ].join("\n    ");
}

const postIdSchema = z.uuid();

/**
 * The share metadata of `/post/{id}`, in one query: the post, its author's name and whether its
 * group, partnership or event is public. A missing post, or one in a private entity, gets the
 * site's own metadata and nothing of the post (decisions.md, "Posts, feeds and connections").
 */
export async function shareMeta(
  { config, db }: Pick<AppDeps, "config" | "db">,
  postId: string,
): Promise<ShareMeta> {
  const publicUrl = config.PUBLIC_URL;
  const url = `${publicUrl}/post/${postId}`;
  const generic: ShareMeta = {
    title: config.APP_NAME,
    ogTitle: config.APP_NAME,
    description: `${config.APP_NAME}: a community and social-impact network for nonprofits, businesses, chambers of commerce, alliances and schools.`,
    image: `${publicUrl}/og-image.png`,
    url: `${publicUrl}/`,
    card: "summary_large_image",
    type: "website",
  };
  if (!postIdSchema.safeParse(postId).success) return generic;
  const [row] = await db
    .select({
      content: posts.content,
      media: posts.media,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      shareable: sql<boolean>`case ${posts.targetType}
        when 'profile' then true
        when 'group' then exists (select 1 from groups g where g.group_id = ${posts.groupId} and g.visibility = 'public')
        when 'partnership' then exists (select 1 from partnerships x where x.partnership_id = ${posts.partnershipId} and x.visibility = 'public')
        when 'event' then exists (select 1 from events e where e.event_id = ${posts.eventId} and e.visibility = 'public')
        else false end`,
    })
    .from(posts)
    .leftJoin(profiles, eq(profiles.userId, posts.authorId))
    .where(eq(posts.id, postId));
  if (!row?.shareable) return generic;
  const image = firstImage(row.media);
  const title = `${fullName(row)} on ${config.APP_NAME}`;
  return {
    title: formatPageTitle(title, config.APP_NAME),
    ogTitle: title,
    description: excerpt(row.content) || generic.description,
    image: image ? new URL(image, `${publicUrl}/`).toString() : generic.image,
    url,
    card: image ? "summary_large_image" : "summary",
    type: "article",
  };
}

/**
 * `/post/{id}` as the server sends it: the app's shell with the post's Open Graph and Twitter tags
 * in its head, so that link unfurlers, which run no JavaScript, see them. The page itself (the
 * teaser, then the sign-in page) is the browser app's.
 */
export async function servePostPage(c: Context<AppEnv>, app: StaticApp): Promise<Response> {
  const shell = app.shellHtml();
  if (shell === null) return app.serve(c);
  const meta = await shareMeta(c.var.deps, c.req.param("postId") ?? "");
  const head = renderShareHead(meta, c.var.deps.config.APP_NAME);
  const html = /<title>[\s\S]*?<\/title>/.test(shell)
    ? shell.replace(/<title>[\s\S]*?<\/title>/, () => head)
    : shell.replace("</head>", () => `${head}\n  </head>`);
  const headers = { "content-type": "text/html; charset=utf-8", "cache-control": "no-cache" };
  return c.req.method === "HEAD" ? new Response(null, { headers }) : new Response(html, { headers });
}

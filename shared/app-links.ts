/**
 * The pages an https link opens in the native app rather than the browser (Android App Links,
 * iOS Universal Links): the members' pages a notification or a shared link names. A calendar
 * feed, a file or the marketing site still opens where it belongs. A prefix ending in "/" takes
 * the pages under it; one without takes the page and what follows ("/profile" and
 * "/profile/settings"). `android/app/src/main/AndroidManifest.xml` lists the same prefixes
 * (a test keeps them in step); the server's /.well-known files are made from this list.
 */
export const APP_LINK_PREFIXES = [
  "/dashboard",
  "/members",
  "/events/",
  "/groups/",
  "/partnerships/",
  "/profile",
  "/posts/",
  "/notifications",
  "/connections",
] as const;

/**
 * Whether this tab has shown a members' page since it loaded (and not signed out since). Paths
 * that serve visitors and members alike (`/communities`) read it to render the members' page
 * at once on an in-app navigation; a fresh load still starts as the visitors' page, which is what
 * the prerendered HTML holds, and turns into the members' page once the session is known.
 * No dependencies: the marketing pages' first load carries it.
 */
let signedIn = false;

export function wasSignedIn(): boolean {
  return signedIn;
}

export function rememberSignedIn(value: boolean): void {
  signedIn = value;
}

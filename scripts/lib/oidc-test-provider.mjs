// A real OpenID Connect provider (oidc-provider) on loopback, standing in for Google or Apple in
// tests. Logging in needs no clicks: the interaction endpoint grants the requested scopes to the
// account named by the `login_hint` parameter (or the default test account).
import { createServer } from "node:http";
import Provider from "oidc-provider";

/** The accounts the provider knows, by id: OpenID claims as Google sends them. */
export const TEST_ACCOUNTS = {
  "google-new-member": {
    sub: "google-new-member",
    email: "new.member@gmail.test",
    email_verified: true,
    given_name: "Noor",
    family_name: "Haddad",
    // A display name and picture the member chose at Google: we take neither (names from the
    // name claims, pictures only from uploads of ours).
    name: "Noor H. (at Google)",
    picture: "https://lh3.googleusercontent.example/a/noor.jpg",
  },
  // Apple puts no names in its ID token; the member types them in on /complete-profile.
  "apple-new-member": {
    sub: "apple-new-member",
    email: "new.member@icloud.test",
    email_verified: true,
  },
};

/**
 * Starts the provider on 127.0.0.1:port with one client whose redirect URI is given.
 * Resolves with its issuer URL and a close function.
 */
export async function startOidcProvider({
  port = 0,
  clientId,
  clientSecret,
  redirectUris,
  defaultAccount = "google-new-member",
}) {
  const server = createServer();
  await new Promise((resolve) => server.listen(port, "127.0.0.1", resolve));
  const issuer = `http://127.0.0.1:${server.address().port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: redirectUris,
        grant_types: ["authorization_code", "refresh_token"],
        response_types: ["code"],
      },
    ],
    claims: {
      openid: ["sub"],
      email: ["email", "email_verified"],
      profile: ["name", "given_name", "family_name", "picture"],
    },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    pkce: { required: () => false },
    // The default "consent" policy would ask again for offline access; the wrapper below grants it.
    findAccount: async (_ctx, id) => {
      const claims = TEST_ACCOUNTS[id];
      if (!claims) return undefined;
      return { accountId: id, claims: async () => claims };
    },
    cookies: { keys: ["test-cookie-key-for-oidc-provider"] },
    ttl: {
      AccessToken: 3600,
      AuthorizationCode: 600,
      IdToken: 3600,
      Interaction: 600,
      Session: 3600,
      Grant: 3600,
    },
  });
  provider.proxy = false;
  const callback = provider.callback();
  server.on("request", async (req, res) => {
    if (!req.url.startsWith("/interaction/")) return callback(req, res);
    try {
      const details = await provider.interactionDetails(req, res);
      const accountId =
        details.params.login_hint && TEST_ACCOUNTS[details.params.login_hint]
          ? details.params.login_hint
          : defaultAccount;
      const grant = new provider.Grant({ accountId, clientId: details.params.client_id });
      grant.addOIDCScope(String(details.params.scope));
      grant.addOIDCClaims(["email", "email_verified", "given_name", "family_name", "name", "picture"]);
      const grantId = await grant.save();
      await provider.interactionFinished(
        req,
        res,
        { login: { accountId }, consent: { grantId } },
        { mergeWithLastSubmission: false },
      );
    } catch (error) {
      res.writeHead(500, { "content-type": "text/plain" });
      res.end(`interaction failed: ${error.message}`);
    }
  });
  return { issuer, close: () => new Promise((resolve) => server.close(resolve)) };
}

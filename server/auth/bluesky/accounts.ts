import { AtpAgent } from "@atproto/api";
import { DidResolver, getPds } from "@atproto/identity";
import { eq, or } from "drizzle-orm";
import { AUTH_ERROR, type AuthErrorCode } from "../../../shared/errors";
import { BLUESKY_MESSAGES, type BlueskyConnectionStatus } from "../../../shared/schemas/bluesky";
import type { Database } from "../../db/client";
import { profiles } from "../../db/schema";
import type { Config } from "../../env";
import { AppError } from "../../errors";
import { recordEvent } from "../../events/record";
import { isPublicHost } from "../../lib/public-address";
import { TokenCipher } from "../../lib/token-crypto";
import type { Logger } from "../../logger";
import { BlueskySessions } from "./sessions";

const PDS_TIMEOUT_MS = 10_000;

/** A Bluesky session the PDS granted for a handle and app password. */
export interface BlueskyLogin {
  did: string;
  handle: string;
  email: string | null;
  accessJwt: string;
  refreshJwt: string;
}

/** What the Bluesky parts answer with; `reason` is the stable code the browser may act on. */
export class BlueskyError extends AppError {
  constructor(
    code: ConstructorParameters<typeof AppError>[0],
    readonly reason: AuthErrorCode,
    message: string,
  ) {
    super(code, message);
  }
}

/** Postgres' unique_violation, from either driver. */
function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string; cause?: { code?: string } }).code;
  return code === "23505" || (error as { cause?: { code?: string } }).cause?.code === "23505";
}

/**
 * Members' Bluesky (AT Protocol) accounts: checking a handle and app password against the PDS,
 * and linking the account to a profile. The app password goes to the PDS and nowhere else; the
 * session tokens are kept encrypted in the profile and never leave the server.
 */
export class BlueskyAccounts {
  private readonly didResolver: DidResolver;
  /** Members' stored sessions, resumed to post and read on their behalf (sessions.ts). */
  readonly sessions: BlueskySessions;

  constructor(
    private readonly deps: {
      db: Database;
      service: string;
      plcUrl: string;
      allowPrivatePds: boolean;
      cipher: TokenCipher;
      logger: Logger;
    },
  ) {
    this.didResolver = new DidResolver({ plcUrl: deps.plcUrl, timeout: PDS_TIMEOUT_MS });
    this.sessions = new BlueskySessions(deps);
  }

  /**
   * Signs in to the account's PDS, which proves the member holds the account. The configured
   * service (an entryway such as bsky.social, which hosts most members) is asked first; when it
   * does not know the account, the member's own PDS, found through the account's DID document.
   */
  async login(identifier: string, password: string): Promise<BlueskyLogin> {
    const account = identifier.trim().replace(/^@/, "");
    try {
      return await this.loginAt(this.deps.service, account, password);
    } catch (error) {
      if (!(error instanceof BlueskyError && error.reason === AUTH_ERROR.BLUESKY_AUTH_FAILED)) throw error;
      const ownPds = await this.ownPds(account);
      if (!ownPds) throw error;
      return this.loginAt(ownPds, account, password);
    }
  }

  /** An AT Protocol client whose requests give up after PDS_TIMEOUT_MS. */
  private agent(service: string) {
    return new AtpAgent({
      service,
      fetch: (input, init) => fetch(input, { ...init, signal: AbortSignal.timeout(PDS_TIMEOUT_MS) }),
    });
  }

  private async loginAt(service: string, identifier: string, password: string): Promise<BlueskyLogin> {
    const agent = this.agent(service);
    let data: Awaited<ReturnType<AtpAgent["login"]>>["data"];
    try {
      ({ data } = await agent.login({ identifier, password }));
    } catch (error) {
      const status = (error as { status?: number }).status;
      if (status === 401 || status === 400) {
        throw new BlueskyError("unauthorized", AUTH_ERROR.BLUESKY_AUTH_FAILED, BLUESKY_MESSAGES.authFailed);
      }
      this.deps.logger.warn({ err: error, service }, "bluesky: PDS unreachable");
      throw new BlueskyError(
        "service_unavailable",
        AUTH_ERROR.BLUESKY_UNREACHABLE,
        BLUESKY_MESSAGES.connectFailed,
      );
    }
    if (!data.did?.startsWith("did:") || !data.handle || !data.accessJwt || !data.refreshJwt) {
      throw new BlueskyError(
        "service_unavailable",
        AUTH_ERROR.BLUESKY_ACCOUNT_INFO,
        BLUESKY_MESSAGES.accountInfoFailed,
      );
    }
    return {
      did: data.did,
      handle: data.handle,
      email: data.email ?? null,
      accessJwt: data.accessJwt,
      refreshJwt: data.refreshJwt,
    };
  }

  /**
   * The PDS named in the account's DID document, when it is another one than the configured
   * service. A handle is resolved by the configured service; the address must be public https
   * (unless BLUESKY_ALLOW_PRIVATE_PDS), since whoever owns the DID chooses it.
   */
  private async ownPds(account: string): Promise<string | null> {
    if (account.includes("@")) return null;
    try {
      const did = account.startsWith("did:")
        ? account
        : (
            await this.agent(this.deps.service).com.atproto.identity.resolveHandle({
              handle: account,
            })
          ).data.did;
      const document = await this.didResolver.resolve(did);
      const endpoint = document ? getPds(document) : undefined;
      if (!endpoint) return null;
      const url = new URL(endpoint);
      if (url.origin === new URL(this.deps.service).origin) return null;
      if (!this.deps.allowPrivatePds && (url.protocol !== "https:" || !(await isPublicHost(url.hostname)))) {
        this.deps.logger.warn({ did, endpoint }, "bluesky: refused a PDS address that is not public https");
        return null;
      }
      return url.origin;
    } catch (error) {
      this.deps.logger.info({ err: error, account }, "bluesky: could not find the account's own PDS");
      return null;
    }
  }

  /** The profile that already holds this Bluesky account, by its DID or its handle. */
  async findLinkedProfile(account: { did: string; handle: string }) {
    try {
      const [profile] = await this.deps.db
        .select({ id: profiles.id, userId: profiles.userId, did: profiles.blueskyDid })
        .from(profiles)
        .where(or(eq(profiles.blueskyDid, account.did), eq(profiles.blueskyHandle, account.handle)))
        .limit(1);
      return profile;
    } catch (error) {
      this.deps.logger.error({ err: error }, "bluesky: linked-account lookup failed");
      throw new BlueskyError("internal", AUTH_ERROR.BLUESKY_VALIDATE_FAILED, BLUESKY_MESSAGES.validateFailed);
    }
  }

  /** Refuses an account that another member's profile holds already. */
  async assertNotLinkedElsewhere(account: { did: string; handle: string }, userId?: string) {
    const holder = await this.findLinkedProfile(account);
    if (holder && holder.userId !== userId) {
      throw new BlueskyError("conflict", AUTH_ERROR.BLUESKY_ALREADY_LINKED, BLUESKY_MESSAGES.alreadyLinked);
    }
  }

  /** Sealed tokens, for keeping a login between the two steps of registration. */
  seal(login: BlueskyLogin) {
    return {
      did: login.did,
      handle: login.handle,
      accessJwt: this.deps.cipher.encrypt(login.accessJwt),
      refreshJwt: this.deps.cipher.encrypt(login.refreshJwt),
    };
  }

  /**
   * Stores the account on the member's profile. The unique DID and handle columns decide a race
   * between two members linking the same account at once.
   */
  async link(userId: string, sealed: ReturnType<BlueskyAccounts["seal"]>): Promise<BlueskyConnectionStatus> {
    try {
      await this.deps.db.transaction(async (tx) => {
        const [row] = await tx
          .update(profiles)
          .set({
            blueskyDid: sealed.did,
            blueskyHandle: sealed.handle,
            blueskyAccessJwt: sealed.accessJwt,
            blueskyRefreshJwt: sealed.refreshJwt,
            blueskyConnectedAt: new Date(),
            updatedAt: new Date(),
          })
          .where(eq(profiles.userId, userId))
          .returning({ id: profiles.id });
        if (!row) throw new Error("the member has no profile");
        await recordEvent(tx, {
          type: "bluesky.connected",
          actorId: userId,
          subject: { type: "profile", id: row.id },
          payload: { userId, did: sealed.did },
        });
      });
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw new BlueskyError("conflict", AUTH_ERROR.BLUESKY_ALREADY_LINKED, BLUESKY_MESSAGES.alreadyLinked);
      }
      throw error;
    }
    return { connected: true, handle: sealed.handle, did: sealed.did };
  }

  /** Keeps a member's tokens current after a sign-in; the handle may have changed, the DID not. */
  async refreshTokens(profileId: string, login: BlueskyLogin) {
    const sealed = this.seal(login);
    await this.deps.db
      .update(profiles)
      .set({
        blueskyHandle: sealed.handle,
        blueskyAccessJwt: sealed.accessJwt,
        blueskyRefreshJwt: sealed.refreshJwt,
      })
      .where(eq(profiles.id, profileId));
  }

  async status(userId: string): Promise<BlueskyConnectionStatus> {
    const [profile] = await this.deps.db
      .select({ handle: profiles.blueskyHandle, did: profiles.blueskyDid })
      .from(profiles)
      .where(eq(profiles.userId, userId));
    return profile?.did
      ? { connected: true, handle: profile.handle, did: profile.did }
      : { connected: false, handle: null, did: null };
  }

  /**
   * Spec §4: disconnecting sets every Bluesky field of the profile to null. The PDS session is
   * ended too, so the tokens we held are worthless even if a backup kept them.
   */
  async unlink(userId: string): Promise<BlueskyConnectionStatus> {
    const previous = await this.deps.db.transaction(async (tx) => {
      const [row] = await tx
        .select({ id: profiles.id, did: profiles.blueskyDid, refreshJwt: profiles.blueskyRefreshJwt })
        .from(profiles)
        .where(eq(profiles.userId, userId))
        .for("update");
      if (!row?.did) return row;
      await tx
        .update(profiles)
        .set({
          blueskyDid: null,
          blueskyHandle: null,
          blueskyAccessJwt: null,
          blueskyRefreshJwt: null,
          blueskyConnectedAt: null,
          updatedAt: new Date(),
        })
        .where(eq(profiles.id, row.id));
      await recordEvent(tx, {
        type: "bluesky.disconnected",
        actorId: userId,
        subject: { type: "profile", id: row.id },
        payload: { userId },
      });
      return row;
    });
    if (previous?.refreshJwt && previous.did) await this.endPdsSession(previous.did, previous.refreshJwt);
    return { connected: false, handle: null, did: null };
  }

  /** Ends the session where it was granted: the configured service, or else the member's own PDS. */
  private async endPdsSession(did: string, sealedRefreshJwt: string) {
    const headers = { authorization: `Bearer ${this.deps.cipher.decrypt(sealedRefreshJwt)}` };
    try {
      await this.agent(this.deps.service).com.atproto.server.deleteSession(undefined, { headers });
      return;
    } catch (error) {
      this.deps.logger.info({ err: error }, "bluesky: the configured service did not end the session");
    }
    const ownPds = await this.ownPds(did);
    if (!ownPds) return;
    try {
      await this.agent(ownPds).com.atproto.server.deleteSession(undefined, { headers });
    } catch (error) {
      // The link is gone on our side either way; an expired session needs no ending.
      this.deps.logger.info({ err: error }, "bluesky: could not end the PDS session");
    }
  }
}

/** The server's Bluesky accounts service, from its configuration. */
export function createBlueskyAccounts(deps: {
  config: Config;
  db: Database;
  logger: Logger;
  secret: string;
}) {
  return new BlueskyAccounts({
    db: deps.db,
    logger: deps.logger,
    service: deps.config.BLUESKY_SERVICE_URL,
    plcUrl: deps.config.BLUESKY_PLC_URL,
    allowPrivatePds: deps.config.BLUESKY_ALLOW_PRIVATE_PDS,
    cipher: new TokenCipher({ encryptionKey: deps.config.TOKEN_ENCRYPTION_KEY, secret: deps.secret }),
  });
}

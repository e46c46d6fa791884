import { AtpAgent } from "@atproto/api";
import { eq, or } from "drizzle-orm";
import { BLUESKY_MESSAGES, type BlueskyConnectionStatus } from "../../../shared/schemas/bluesky";
import type { Database } from "../../db/client";
import { profiles } from "../../db/schema";
import type { Config } from "../../env";
import { AppError } from "../../errors";
import { TokenCipher } from "../../lib/token-crypto";
import type { Logger } from "../../logger";

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
    readonly reason: string,
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
  constructor(
    private readonly deps: { db: Database; service: string; cipher: TokenCipher; logger: Logger },
  ) {}

  /** Signs in to the PDS, which proves the member holds the account. */
  async login(identifier: string, password: string): Promise<BlueskyLogin> {
    const agent = new AtpAgent({ service: this.deps.service });
    let data: Awaited<ReturnType<AtpAgent["login"]>>["data"];
    try {
      ({ data } = await agent.login({ identifier: identifier.trim().replace(/^@/, ""), password }));
    } catch (error) {
      const status = (error as { status?: number }).status;
      if (status === 401 || status === 400) {
        throw new BlueskyError("unauthorized", "BLUESKY_AUTH_FAILED", BLUESKY_MESSAGES.authFailed);
      }
      this.deps.logger.warn({ err: error, service: this.deps.service }, "bluesky: PDS unreachable");
      throw new BlueskyError("service_unavailable", "BLUESKY_UNREACHABLE", BLUESKY_MESSAGES.connectFailed);
    }
    if (!data.did?.startsWith("did:") || !data.handle || !data.accessJwt || !data.refreshJwt) {
      throw new BlueskyError(
        "service_unavailable",
        "BLUESKY_ACCOUNT_INFO",
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
      throw new BlueskyError("internal", "BLUESKY_VALIDATE_FAILED", BLUESKY_MESSAGES.validateFailed);
    }
  }

  /** Refuses an account that another member's profile holds already. */
  async assertNotLinkedElsewhere(account: { did: string; handle: string }, userId?: string) {
    const holder = await this.findLinkedProfile(account);
    if (holder && holder.userId !== userId) {
      throw new BlueskyError("conflict", "BLUESKY_ALREADY_LINKED", BLUESKY_MESSAGES.alreadyLinked);
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
      const [row] = await this.deps.db
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
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw new BlueskyError("conflict", "BLUESKY_ALREADY_LINKED", BLUESKY_MESSAGES.alreadyLinked);
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
    const [previous] = await this.deps.db
      .select({ refreshJwt: profiles.blueskyRefreshJwt })
      .from(profiles)
      .where(eq(profiles.userId, userId));
    await this.deps.db
      .update(profiles)
      .set({
        blueskyDid: null,
        blueskyHandle: null,
        blueskyAccessJwt: null,
        blueskyRefreshJwt: null,
        blueskyConnectedAt: null,
        updatedAt: new Date(),
      })
      .where(eq(profiles.userId, userId));
    if (previous?.refreshJwt) await this.endPdsSession(previous.refreshJwt);
    return { connected: false, handle: null, did: null };
  }

  private async endPdsSession(sealedRefreshJwt: string) {
    try {
      const agent = new AtpAgent({ service: this.deps.service });
      await agent.com.atproto.server.deleteSession(undefined, {
        headers: { authorization: `Bearer ${this.deps.cipher.decrypt(sealedRefreshJwt)}` },
      });
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
    cipher: new TokenCipher({ encryptionKey: deps.config.TOKEN_ENCRYPTION_KEY, secret: deps.secret }),
  });
}

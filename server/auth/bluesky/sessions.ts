import type { IncomingHttpHeaders } from "node:http";
import { AtpAgent, type AtpSessionData, type AtpSessionEvent } from "@atproto/api";
import { DidResolver, getPds } from "@atproto/identity";
import { and, eq } from "drizzle-orm";
import { BLUESKY_COPY_MESSAGES } from "../../../shared/schemas/bluesky";
import type { Database } from "../../db/client";
import { profiles } from "../../db/schema";
import { BlockedAddressError, guardedRequest, isPublicHost } from "../../lib/public-address";
import type { TokenCipher } from "../../lib/token-crypto";
import type { Logger } from "../../logger";

const PDS_TIMEOUT_MS = 15_000;
/** A timeline page or a record is a few hundred kilobytes at most; anything far larger is refused. */
const MAX_RESPONSE_BYTES = 5 * 1024 * 1024;
/** Where a DID's PDS is, remembered this long (a member moves PDS rarely; the PLC is asked less). */
const PDS_CACHE_MS = 5 * 60_000;

/** Why a member's Bluesky session could not be used, as the member is told. */
export type BlueskyProblem = "not_connected" | "reconnect" | "unreachable" | "blocked" | "refused";

/** A Bluesky call that failed; `transient` ones may succeed when tried again later. */
export class BlueskySessionError extends Error {
  override name = "BlueskySessionError";
  constructor(
    readonly problem: BlueskyProblem,
    message: string,
  ) {
    super(message);
  }

  get transient() {
    return this.problem === "unreachable";
  }
}

/** A member's resumed Bluesky session: an agent that talks to their PDS and nothing else. */
export interface BlueskySession {
  agent: AtpAgent;
  did: string;
  handle: string;
  /** Waits for refreshed tokens to be stored. */
  settled(): Promise<void>;
}

/**
 * An error of a call through a session, in the member's words. XRPC errors carry the PDS's
 * status (below 100 when the request never got an answer); an expired session that could not be
 * refreshed means the member must connect again.
 */
export function classifyBlueskyError(error: unknown, expired = false): BlueskySessionError {
  if (error instanceof BlueskySessionError) return error;
  if (
    error instanceof BlockedAddressError ||
    (error as { cause?: unknown })?.cause instanceof BlockedAddressError
  ) {
    return new BlueskySessionError("blocked", BLUESKY_COPY_MESSAGES.blocked);
  }
  const status = (error as { status?: number }).status;
  const code = (error as { error?: string }).error;
  if (
    expired ||
    status === 401 ||
    code === "ExpiredToken" ||
    code === "InvalidToken" ||
    code === "AuthRequired" ||
    code === "AuthMissing"
  ) {
    return new BlueskySessionError("reconnect", BLUESKY_COPY_MESSAGES.reconnect);
  }
  if (typeof status !== "number" || status < 100 || status >= 500 || status === 408 || status === 429) {
    return new BlueskySessionError("unreachable", BLUESKY_COPY_MESSAGES.unreachable);
  }
  const said = error instanceof Error ? error.message.replace(/\s+/g, " ").trim().slice(0, 200) : "";
  return new BlueskySessionError("refused", BLUESKY_COPY_MESSAGES.refused(said));
}

/** Whether a JWT's `exp` is within a minute (or unreadable); its signature is the PDS's business. */
export function expiresSoon(jwt: string, now = Date.now()): boolean {
  try {
    const payload = JSON.parse(Buffer.from(jwt.split(".")[1] ?? "", "base64url").toString("utf8"));
    return typeof payload.exp !== "number" || payload.exp * 1000 < now + 60_000;
  } catch {
    return true;
  }
}

function headersOf(raw: IncomingHttpHeaders): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  return headers;
}

/**
 * A fetch for one PDS: any other origin is refused (the agent would otherwise follow a DID
 * document to wherever it names). The connection goes through the guard of member-given
 * addresses (lib/public-address.ts: public https on port 443, checked on the address connected
 * to) unless BLUESKY_ALLOW_PRIVATE_PDS, which tests and closed networks set.
 */
export function pdsFetch(origin: string, allowPrivate: boolean): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    if (url.origin !== origin) throw new BlockedAddressError(`${url.origin} is not the member's PDS`);
    const signal = AbortSignal.any([request.signal, AbortSignal.timeout(PDS_TIMEOUT_MS)]);
    if (allowPrivate) return fetch(request, { signal });
    const body = request.body ? new Uint8Array(await request.arrayBuffer()) : null;
    const response = await guardedRequest(url, {
      method: request.method,
      headers: Object.fromEntries(request.headers),
      body,
      signal,
      ports: new Set(["443"]),
    });
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of response) {
      size += (chunk as Buffer).length;
      if (size > MAX_RESPONSE_BYTES) {
        response.destroy();
        throw new Error("the PDS answered with too much");
      }
      chunks.push(chunk as Buffer);
    }
    const status = response.statusCode ?? 502;
    const empty = status === 204 || status === 304;
    return new Response(empty ? null : Buffer.concat(chunks), {
      status,
      headers: headersOf(response.headers),
    });
  };
}

/**
 * Members' Bluesky sessions, resumed from the sealed tokens kept in their profile (accounts.ts).
 * Each session talks to the member's own PDS, as their DID document names it, through the guard;
 * an expired access token is refreshed by the agent and the new tokens are sealed and stored
 * again; a refresh the PDS refuses means the member must connect again.
 */
export class BlueskySessions {
  private readonly didResolver: DidResolver;
  private readonly pdsCache = new Map<string, { origin: string; until: number }>();

  constructor(
    private readonly deps: {
      db: Database;
      plcUrl: string;
      allowPrivatePds: boolean;
      cipher: TokenCipher;
      logger: Logger;
    },
  ) {
    this.didResolver = new DidResolver({ plcUrl: deps.plcUrl, timeout: PDS_TIMEOUT_MS });
  }

  /** The member's session; throws a BlueskySessionError when there is none to use. */
  async open(userId: string): Promise<BlueskySession> {
    const [profile] = await this.deps.db
      .select({
        id: profiles.id,
        did: profiles.blueskyDid,
        handle: profiles.blueskyHandle,
        accessJwt: profiles.blueskyAccessJwt,
        refreshJwt: profiles.blueskyRefreshJwt,
      })
      .from(profiles)
      .where(eq(profiles.userId, userId));
    if (!profile?.did || !profile.refreshJwt || !profile.accessJwt) {
      throw new BlueskySessionError("not_connected", BLUESKY_COPY_MESSAGES.notConnected);
    }
    const did = profile.did;
    let accessJwt: string;
    let refreshJwt: string;
    try {
      accessJwt = this.deps.cipher.decrypt(profile.accessJwt);
      refreshJwt = this.deps.cipher.decrypt(profile.refreshJwt);
    } catch {
      // Sealed with another key (TOKEN_ENCRYPTION_KEY changed): only a new connection helps.
      throw new BlueskySessionError("reconnect", BLUESKY_COPY_MESSAGES.reconnect);
    }
    const origin = await this.pdsOf(did);
    let saving = Promise.resolve();
    let lastEvent: AtpSessionEvent | null = null;
    const persist = (event: AtpSessionEvent, session: AtpSessionData | undefined) => {
      lastEvent = event;
      if (event !== "update" || !session || session.did !== did) return;
      saving = saving
        .then(() => this.store(profile.id, did, session))
        .catch((error: unknown) => {
          this.deps.logger.error({ err: error }, "bluesky: refreshed tokens could not be stored");
        });
    };
    const agent = new AtpAgent({
      service: origin,
      fetch: pdsFetch(origin, this.deps.allowPrivatePds),
      persistSession: persist,
    });
    agent.sessionManager.session = {
      did,
      handle: profile.handle ?? did,
      accessJwt,
      refreshJwt,
      active: true,
    };
    // An access token past its time is refreshed before use rather than after a refused call.
    if (expiresSoon(accessJwt)) {
      await agent.sessionManager.refreshSession();
      const outcome = lastEvent as AtpSessionEvent | null;
      if (outcome === "expired") throw new BlueskySessionError("reconnect", BLUESKY_COPY_MESSAGES.reconnect);
      if (outcome !== "update")
        throw new BlueskySessionError("unreachable", BLUESKY_COPY_MESSAGES.unreachable);
    }
    return {
      agent,
      did,
      get handle() {
        return agent.session?.handle ?? profile.handle ?? did;
      },
      settled: () => saving,
    };
  }

  /** Seals and stores refreshed tokens, unless the member disconnected or changed account meanwhile. */
  private async store(profileId: string, did: string, session: AtpSessionData) {
    await this.deps.db
      .update(profiles)
      .set({
        blueskyHandle: session.handle,
        blueskyAccessJwt: this.deps.cipher.encrypt(session.accessJwt),
        blueskyRefreshJwt: this.deps.cipher.encrypt(session.refreshJwt),
      })
      // A disconnect (or another account) meanwhile must not get these tokens.
      .where(and(eq(profiles.id, profileId), eq(profiles.blueskyDid, did)));
  }

  /**
   * The origin of the account's PDS from its DID document: public https (unless
   * BLUESKY_ALLOW_PRIVATE_PDS), since whoever holds the DID chooses it. A did:web is resolved
   * only on a public host for the same reason.
   */
  private async pdsOf(did: string): Promise<string> {
    const cached = this.pdsCache.get(did);
    if (cached && cached.until > Date.now()) return cached.origin;
    if (did.startsWith("did:web:") && !this.deps.allowPrivatePds) {
      const host = decodeURIComponent(did.slice("did:web:".length).split(":")[0] ?? "");
      if (!(await isPublicHost(host)))
        throw new BlueskySessionError("blocked", BLUESKY_COPY_MESSAGES.blocked);
    }
    let endpoint: string | undefined;
    try {
      const document = await this.didResolver.resolve(did);
      endpoint = document ? getPds(document) : undefined;
    } catch (error) {
      this.deps.logger.info({ err: error, did }, "bluesky: the account's DID document could not be read");
      throw new BlueskySessionError("unreachable", BLUESKY_COPY_MESSAGES.unreachable);
    }
    if (!endpoint) throw new BlueskySessionError("reconnect", BLUESKY_COPY_MESSAGES.reconnect);
    const url = new URL(endpoint);
    if (!this.deps.allowPrivatePds && (url.protocol !== "https:" || !(await isPublicHost(url.hostname)))) {
      this.deps.logger.warn({ did, endpoint }, "bluesky: refused a PDS address that is not public https");
      throw new BlueskySessionError("blocked", BLUESKY_COPY_MESSAGES.blocked);
    }
    this.pdsCache.set(did, { origin: url.origin, until: Date.now() + PDS_CACHE_MS });
    return url.origin;
  }
}

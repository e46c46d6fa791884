import { type KeyObject, randomBytes, verify } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { Clock } from "../lib/clock";

/** A message FCM accepted, as the send endpoint got it. */
export interface FcmMessage {
  projectId: string;
  token: string;
  notification: { title: string; body: string };
  data: Record<string, string>;
  android: { priority: string };
  /** The access token that authorised it. */
  accessToken: string;
}

export interface FcmPeer {
  origin: string;
  /** The `token_uri` of the service account this peer serves. */
  tokenUri: string;
  received: FcmMessage[];
  /** Every device token a send named, in order. */
  requests: string[];
  /** Requests refused for breaking the protocol, with why. */
  refused: string[];
  /** How many access tokens the token endpoint handed out. */
  tokensIssued(): number;
  /** From now on the device answers `status` with the error status (404 UNREGISTERED, 500…); 0 undoes it. */
  answer(deviceToken: string, status: number, errorStatus?: string): void;
  close(): Promise<void>;
}

export interface FcmPeerOptions {
  projectId: string;
  clientEmail: string;
  /** The service account's public key: the assertion must verify with it. */
  publicKey: KeyObject;
  /** The peer's "now", for assertions' and access tokens' lifetimes; the test moves it. */
  clock: Clock;
  /** Seconds an access token lasts; Google's are an hour. */
  expiresIn?: number;
}

class Refusal extends Error {
  constructor(
    readonly status: number,
    readonly errorStatus: string,
    message: string,
  ) {
    super(message);
  }
}

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    request.on("error", reject);
  });

const json = (response: ServerResponse, status: number, body: unknown) =>
  response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));

/** The error shape of Google APIs, with FCM's own error code in `details` as FCM v1 sends it. */
const googleError = (status: number, errorStatus: string, message: string) => ({
  error: {
    code: status,
    message,
    status: errorStatus === "UNREGISTERED" ? "NOT_FOUND" : errorStatus,
    details: [{ "@type": "type.googleapis.com/google.firebase.fcm.v1.FcmError", errorCode: errorStatus }],
  },
});

/**
 * Google's OAuth token endpoint and FCM's HTTP v1 send endpoint on loopback, for tests. The
 * token endpoint takes a JWT bearer assertion (RFC 7523; Google's "Using OAuth 2.0 for Server to
 * Server Applications"): RS256, signed by the service account's key, `iss` its e-mail, `scope`
 * FCM's, `aud` the token URI, at most an hour between `iat` and `exp`. The send endpoint checks
 * the bearer token is one it issued and unexpired, and the message's shape (data values strings).
 */
export async function startFcmPeer(options: FcmPeerOptions): Promise<FcmPeer> {
  const received: FcmMessage[] = [];
  const requests: string[] = [];
  const refused: string[] = [];
  const answers = new Map<string, { status: number; errorStatus: string }>();
  const issued = new Map<string, number>();
  let origin = "";
  const now = () => Math.floor(options.clock() / 1000);

  const token = async (request: IncomingMessage, response: ServerResponse) => {
    const form = new URLSearchParams(await readBody(request));
    if (form.get("grant_type") !== "urn:ietf:params:oauth:grant-type:jwt-bearer") {
      refused.push(`grant_type ${form.get("grant_type")}`);
      json(response, 400, { error: "unsupported_grant_type" });
      return;
    }
    const [head, claims, signature] = (form.get("assertion") ?? "").split(".");
    const fail = (why: string) => {
      refused.push(why);
      json(response, 400, { error: "invalid_grant", error_description: why });
    };
    if (!head || !claims || !signature) return fail("malformed assertion");
    const header = JSON.parse(Buffer.from(head, "base64url").toString("utf8")) as { alg?: string };
    const body = JSON.parse(Buffer.from(claims, "base64url").toString("utf8")) as Record<string, unknown>;
    if (header.alg !== "RS256") return fail(`alg ${header.alg}`);
    if (
      !verify(
        "sha256",
        Buffer.from(`${head}.${claims}`),
        options.publicKey,
        Buffer.from(signature, "base64url"),
      )
    ) {
      return fail("Invalid JWT Signature.");
    }
    if (body.iss !== options.clientEmail) return fail(`iss ${body.iss}`);
    if (body.scope !== "https://www.googleapis.com/auth/firebase.messaging")
      return fail(`scope ${body.scope}`);
    if (body.aud !== `${origin}/token`) return fail(`aud ${body.aud}`);
    const iat = Number(body.iat);
    const exp = Number(body.exp);
    if (!Number.isInteger(iat) || !Number.isInteger(exp) || exp <= iat || exp - iat > 3600) {
      return fail("Invalid JWT: iat and exp must be at most an hour apart");
    }
    if (exp < now() || iat > now() + 300) return fail("Invalid JWT: Token must be a short-lived token");
    const accessToken = `ya29.${randomBytes(24).toString("base64url")}`;
    const expiresIn = options.expiresIn ?? 3599;
    issued.set(accessToken, now() + expiresIn);
    json(response, 200, { access_token: accessToken, expires_in: expiresIn, token_type: "Bearer" });
  };

  const send = async (request: IncomingMessage, response: ServerResponse, projectId: string) => {
    const raw = await readBody(request);
    try {
      const accessToken = /^Bearer (\S+)$/.exec(request.headers.authorization ?? "")?.[1];
      const expiresAt = accessToken ? issued.get(accessToken) : undefined;
      if (!accessToken || expiresAt === undefined || expiresAt <= now()) {
        throw new Refusal(401, "UNAUTHENTICATED", "Request had invalid authentication credentials.");
      }
      if (projectId !== options.projectId)
        throw new Refusal(403, "PERMISSION_DENIED", `project ${projectId}`);
      if (!String(request.headers["content-type"]).startsWith("application/json")) {
        throw new Refusal(400, "INVALID_ARGUMENT", "content-type");
      }
      const message = (JSON.parse(raw) as { message?: Omit<FcmMessage, "projectId" | "accessToken"> })
        .message;
      if (!message?.token) throw new Refusal(400, "INVALID_ARGUMENT", "message.token is required");
      if (typeof message.notification?.title !== "string" || typeof message.notification.body !== "string") {
        throw new Refusal(400, "INVALID_ARGUMENT", "message.notification");
      }
      if (!Object.values(message.data ?? {}).every((value) => typeof value === "string")) {
        throw new Refusal(400, "INVALID_ARGUMENT", "data values must be strings");
      }
      if (!["normal", "high"].includes(message.android?.priority ?? "")) {
        throw new Refusal(400, "INVALID_ARGUMENT", "message.android.priority");
      }
      requests.push(message.token);
      const answer = answers.get(message.token);
      if (answer) {
        json(
          response,
          answer.status,
          googleError(answer.status, answer.errorStatus, "answer set by the test"),
        );
        return;
      }
      received.push({
        projectId,
        token: message.token,
        notification: message.notification,
        data: message.data,
        android: message.android,
        accessToken,
      });
      json(response, 200, { name: `projects/${projectId}/messages/${randomBytes(8).toString("hex")}` });
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      refused.push(error.message);
      json(response, error.status, googleError(error.status, error.errorStatus, error.message));
    }
  };

  const server = createServer((request, response) => {
    const projectId = /^\/v1\/projects\/([^/]+)\/messages:send$/.exec(request.url ?? "")?.[1];
    if (request.method === "POST" && request.url === "/token") void token(request, response);
    else if (request.method === "POST" && projectId)
      void send(request, response, decodeURIComponent(projectId));
    else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    tokenUri: `${origin}/token`,
    received,
    requests,
    refused,
    tokensIssued: () => issued.size,
    answer(deviceToken, status, errorStatus = "INTERNAL") {
      if (status) answers.set(deviceToken, { status, errorStatus });
      else answers.delete(deviceToken);
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

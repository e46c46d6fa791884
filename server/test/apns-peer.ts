import { type KeyObject, verify } from "node:crypto";
import http2 from "node:http2";
import type { AddressInfo } from "node:net";
import type { Clock } from "../lib/clock";

/** A push APNs accepted: the device, the headers it checked and the JSON body. */
export interface ApnsPush {
  deviceToken: string;
  topic: string;
  pushType: string;
  priority: string;
  expiration: number;
  body: {
    aps: { alert: { title: string; body: string }; sound?: string; "thread-id"?: string };
    url: string;
    data: { notification_id: string | null; type: string };
  };
  /** The provider token (JWT) that authorised it. */
  jwt: string;
}

export interface ApnsPeer {
  /** `http://127.0.0.1:<port>`: HTTP/2 without TLS (h2c). */
  origin: string;
  received: ApnsPush[];
  /** Every device token a POST named, in order. */
  requests: string[];
  /** Requests refused for breaking the protocol, with Apple's reason. */
  refused: string[];
  /** The distinct provider tokens seen, in order. */
  providerTokens: string[];
  /** How many HTTP/2 connections clients opened. */
  connections(): number;
  /** From now on the device answers `status` with `reason` (410 Unregistered, 500…); 0 undoes it. */
  answer(deviceToken: string, status: number, reason?: string): void;
  /** Ends every open connection, as APNs does now and then (GOAWAY). */
  dropConnections(): void;
  close(): Promise<void>;
}

export interface ApnsPeerOptions {
  publicKey: KeyObject;
  keyId: string;
  teamId: string;
  bundleId: string;
  /** The peer's "now", for the provider token's age; the test moves it with the sender's. */
  clock: Clock;
}

class Refusal extends Error {
  constructor(
    readonly status: number,
    readonly reason: string,
  ) {
    super(reason);
  }
}

const HOUR_S = 3600;
const TWENTY_MINUTES_S = 20 * 60;

/**
 * APNs on loopback, for tests: checks each request as Apple documents it ("Sending notification
 * requests to APNs", "Establishing a token-based connection to APNs") and answers with Apple's
 * statuses and reasons. A provider token is an ES256 JWT whose `kid` names the key and whose `iss`
 * is the team; it is refused an hour after its `iat` (403 ExpiredProviderToken), and a new one
 * less than 20 minutes after the last is refused too (429 TooManyProviderTokenUpdates).
 */
export async function startApnsPeer(options: ApnsPeerOptions): Promise<ApnsPeer> {
  const received: ApnsPush[] = [];
  const requests: string[] = [];
  const refused: string[] = [];
  const providerTokens: string[] = [];
  const answers = new Map<string, { status: number; reason?: string }>();
  const sessions = new Set<http2.ServerHttp2Session>();
  let connections = 0;
  let lastIat = Number.NEGATIVE_INFINITY;

  const checkToken = (authorization: string | undefined) => {
    const jwt = /^bearer (\S+)$/.exec(authorization ?? "")?.[1];
    if (!jwt) throw new Refusal(403, "MissingProviderToken");
    const [head, claims, signature] = jwt.split(".");
    if (!head || !claims || !signature) throw new Refusal(403, "InvalidProviderToken");
    const header = JSON.parse(Buffer.from(head, "base64url").toString("utf8")) as {
      alg?: string;
      kid?: string;
    };
    const body = JSON.parse(Buffer.from(claims, "base64url").toString("utf8")) as {
      iss?: string;
      iat?: number;
    };
    const signed = verify(
      "sha256",
      Buffer.from(`${head}.${claims}`),
      { key: options.publicKey, dsaEncoding: "ieee-p1363" },
      Buffer.from(signature, "base64url"),
    );
    if (header.alg !== "ES256" || header.kid !== options.keyId || !signed) {
      throw new Refusal(403, "InvalidProviderToken");
    }
    if (body.iss !== options.teamId || typeof body.iat !== "number") {
      throw new Refusal(403, "InvalidProviderToken");
    }
    const now = Math.floor(options.clock() / 1000);
    if (now - body.iat >= HOUR_S) throw new Refusal(403, "ExpiredProviderToken");
    if (!providerTokens.includes(jwt)) {
      if (body.iat - lastIat < TWENTY_MINUTES_S) throw new Refusal(429, "TooManyProviderTokenUpdates");
      providerTokens.push(jwt);
      lastIat = body.iat;
    }
    return jwt;
  };

  const server = http2.createServer();
  server.on("session", (session) => {
    connections += 1;
    sessions.add(session);
    session.on("close", () => sessions.delete(session));
  });
  server.on("stream", (stream, headers) => {
    const chunks: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    stream.on("end", () => {
      const reply = (status: number, reason?: string) => {
        stream.respond({ ":status": status, ...(reason ? { "content-type": "application/json" } : {}) });
        stream.end(reason ? JSON.stringify({ reason }) : undefined);
      };
      const path = String(headers[":path"] ?? "");
      const deviceToken = /^\/3\/device\/([0-9a-f]{64})$/.exec(path)?.[1];
      try {
        if (headers[":method"] !== "POST") throw new Refusal(405, "MethodNotAllowed");
        if (!/^\/3\/device\//.test(path)) throw new Refusal(404, "BadPath");
        if (!deviceToken) throw new Refusal(400, "BadDeviceToken");
        requests.push(deviceToken);
        const jwt = checkToken(headers.authorization);
        if (!headers["apns-topic"]) throw new Refusal(400, "MissingTopic");
        if (headers["apns-topic"] !== options.bundleId) throw new Refusal(400, "DeviceTokenNotForTopic");
        if (headers["apns-push-type"] !== "alert") throw new Refusal(400, "InvalidPushType");
        if (headers["apns-priority"] !== "10" && headers["apns-priority"] !== "5") {
          throw new Refusal(400, "BadPriority");
        }
        const expiration = Number(headers["apns-expiration"]);
        if (!Number.isInteger(expiration) || expiration < 0) throw new Refusal(400, "BadExpirationDate");
        const raw = Buffer.concat(chunks);
        if (raw.length > 4096) throw new Refusal(413, "PayloadTooLarge");
        let body: ApnsPush["body"];
        try {
          body = JSON.parse(raw.toString("utf8")) as ApnsPush["body"];
        } catch {
          throw new Refusal(400, "PayloadEmpty");
        }
        if (!body?.aps) throw new Refusal(400, "PayloadEmpty");
        const answer = answers.get(deviceToken);
        if (answer) {
          reply(answer.status, answer.reason);
          return;
        }
        received.push({
          deviceToken,
          topic: String(headers["apns-topic"]),
          pushType: String(headers["apns-push-type"]),
          priority: String(headers["apns-priority"]),
          expiration,
          body,
          jwt,
        });
        reply(200);
      } catch (error) {
        if (!(error instanceof Refusal)) throw error;
        refused.push(error.reason);
        reply(error.status, error.reason);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    received,
    requests,
    refused,
    providerTokens,
    connections: () => connections,
    answer(deviceToken, status, reason) {
      if (status) answers.set(deviceToken, { status, reason });
      else answers.delete(deviceToken);
    },
    dropConnections() {
      for (const session of sessions) session.close();
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        for (const session of sessions) session.destroy();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

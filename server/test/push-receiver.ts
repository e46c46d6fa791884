import { createECDH, createPublicKey, type ECDH, randomBytes, verify } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import * as ece from "http_ece";

/** A push as the receiver got it: decrypted, with the VAPID key that signed it. */
export interface ReceivedPush {
  endpoint: string;
  title: string;
  message: string;
  url: string;
  data: { notification_id: string | null; type: string };
  /** The `k=` of the Authorization header: the server's VAPID public key. */
  vapidKey: string;
  ttl: string | null;
}

/** A browser's subscription made here: what the browser would post, and its private key. */
export interface TestSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface PushReceiver {
  origin: string;
  received: ReceivedPush[];
  /** The endpoint of every POST that reached a subscription of this receiver, in order. */
  requests: string[];
  /** Requests refused (bad VAPID token, undecryptable body), with the reason. */
  refused: string[];
  /** A new subscription on this receiver: a fresh P-256 key pair and auth secret, as a browser makes. */
  subscribe(): TestSubscription;
  /** From now on the endpoint answers with `status` (410: gone; 500: a failure to retry); 0 undoes it. */
  answer(endpoint: string, status: number): void;
  close(): Promise<void>;
}

const readBody = (request: IncomingMessage) =>
  new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks)));
    request.on("error", reject);
  });

/**
 * Checks the VAPID `Authorization: vapid t=<JWT>, k=<key>` header (RFC 8292): an ES256 JWT signed
 * by `k`, its audience this receiver's origin, not expired. Returns the key, or throws why not.
 */
function checkVapid(header: string | undefined, origin: string): string {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? "");
  if (!match?.[1] || !match[2]) throw new Error(`no VAPID authorization: ${header}`);
  const [token, key] = [match[1], match[2]];
  const [head, body, signature] = token.split(".");
  if (!head || !body || !signature) throw new Error("malformed JWT");
  const point = Buffer.from(key, "base64url");
  if (point.length !== 65 || point[0] !== 4) throw new Error("k is not an uncompressed P-256 point");
  const publicKey = createPublicKey({
    format: "jwk",
    key: {
      kty: "EC",
      crv: "P-256",
      x: point.subarray(1, 33).toString("base64url"),
      y: point.subarray(33).toString("base64url"),
    },
  });
  const signed = verify(
    "sha256",
    Buffer.from(`${head}.${body}`),
    { key: publicKey, dsaEncoding: "ieee-p1363" },
    Buffer.from(signature, "base64url"),
  );
  if (!signed) throw new Error("JWT signature does not verify with k");
  const header64 = JSON.parse(Buffer.from(head, "base64url").toString("utf8")) as { alg?: string };
  if (header64.alg !== "ES256") throw new Error(`JWT alg ${header64.alg}`);
  const claims = JSON.parse(Buffer.from(body, "base64url").toString("utf8")) as {
    aud?: string;
    exp?: number;
  };
  if (claims.aud !== origin) throw new Error(`JWT audience ${claims.aud}, not ${origin}`);
  if (!claims.exp || claims.exp * 1000 < Date.now()) throw new Error("JWT expired");
  return key;
}

/**
 * A Web Push service on loopback, for tests (issue 10, item 5): each subscription it hands out is
 * an endpoint on it with the keys a browser would make; each push it accepts is checked as a push
 * service and a browser would (VAPID, aes128gcm) and kept decrypted. Plain http: the server allows
 * loopback http endpoints in test installs only.
 */
export async function startPushReceiver(): Promise<PushReceiver> {
  const subscriptions = new Map<string, { ecdh: ECDH; auth: Buffer }>();
  const answers = new Map<string, number>();
  const received: ReceivedPush[] = [];
  const refused: string[] = [];
  const requests: string[] = [];
  let origin = "";

  const server: Server = createServer(async (request, response) => {
    const endpoint = `${origin}${request.url ?? "/"}`;
    const body = await readBody(request);
    const subscription = subscriptions.get(endpoint);
    if (request.method !== "POST" || !subscription) {
      response.writeHead(404).end();
      return;
    }
    requests.push(endpoint);
    const status = answers.get(endpoint);
    if (status) {
      response.writeHead(status).end();
      return;
    }
    try {
      const vapidKey = checkVapid(request.headers.authorization, origin);
      if (request.headers["content-encoding"] !== "aes128gcm") throw new Error("not aes128gcm");
      const plain = ece.decrypt(body, {
        version: "aes128gcm",
        privateKey: subscription.ecdh,
        authSecret: subscription.auth,
      });
      const payload = JSON.parse(plain.toString("utf8")) as Omit<
        ReceivedPush,
        "endpoint" | "vapidKey" | "ttl"
      >;
      received.push({
        endpoint,
        title: payload.title,
        message: payload.message,
        url: payload.url,
        data: payload.data,
        vapidKey,
        ttl: (request.headers.ttl as string | undefined) ?? null,
      });
      response.writeHead(201).end();
    } catch (error) {
      refused.push(error instanceof Error ? error.message : String(error));
      response.writeHead(400).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    received,
    requests,
    refused,
    subscribe() {
      const ecdh = createECDH("prime256v1");
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const endpoint = `${origin}/push/${randomBytes(12).toString("base64url")}`;
      subscriptions.set(endpoint, { ecdh, auth });
      return {
        endpoint,
        keys: { p256dh: ecdh.getPublicKey().toString("base64url"), auth: auth.toString("base64url") },
      };
    },
    answer(endpoint, status) {
      if (status) answers.set(endpoint, status);
      else answers.delete(endpoint);
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

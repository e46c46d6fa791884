import { generateKeyPairSync, type KeyObject } from "node:crypto";

/** The Apple developer account of the tests' APNs key. */
export const TEST_APPLE = { keyId: "ABC123DEFG", teamId: "DEF123GHIJ", bundleId: "org.commonground.app" };
/** The Firebase project of the tests' service account. */
export const TEST_GOOGLE = {
  projectId: "common-ground-test",
  clientEmail: "push@common-ground-test.iam.gserviceaccount.com",
};

/** A fresh APNs auth key (EC P-256) and FCM service account key (RSA), PEM and public half each. */
export interface NativePushKeys {
  apnsPrivateKey: string;
  apnsPublicKey: KeyObject;
  fcmPrivateKey: string;
  fcmPublicKey: KeyObject;
}

export function nativePushKeys(): NativePushKeys {
  const apns = generateKeyPairSync("ec", { namedCurve: "P-256" });
  const fcm = generateKeyPairSync("rsa", { modulusLength: 2048 });
  return {
    apnsPrivateKey: apns.privateKey.export({ type: "pkcs8", format: "pem" }).toString(),
    apnsPublicKey: apns.publicKey,
    fcmPrivateKey: fcm.privateKey.export({ type: "pkcs8", format: "pem" }).toString(),
    fcmPublicKey: fcm.publicKey,
  };
}

/** APNS_* as an install sets them: the key's PEM with `\n` escapes, as it sits in a .env file. */
export const apnsEnv = (keys: NativePushKeys): Record<string, string> => ({
  APNS_KEY_ID: TEST_APPLE.keyId,
  APNS_TEAM_ID: TEST_APPLE.teamId,
  APNS_BUNDLE_ID: TEST_APPLE.bundleId,
  APNS_PRIVATE_KEY: keys.apnsPrivateKey.replaceAll("\n", "\\n"),
});

/** FCM_SERVICE_ACCOUNT: the JSON key, its token URI the tests' peer when given. */
export const fcmEnv = (keys: NativePushKeys, tokenUri?: string): Record<string, string> => ({
  FCM_SERVICE_ACCOUNT: JSON.stringify({
    type: "service_account",
    project_id: TEST_GOOGLE.projectId,
    client_email: TEST_GOOGLE.clientEmail,
    private_key: keys.fcmPrivateKey,
    ...(tokenUri ? { token_uri: tokenUri } : {}),
  }),
});

/** Both native push platforms configured, with fresh keys: for installs that never send (the sweeps). */
export const nativePushEnv = (): Record<string, string> => {
  const keys = nativePushKeys();
  return { ...apnsEnv(keys), ...fcmEnv(keys) };
};

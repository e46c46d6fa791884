import { lookup } from "node:dns/promises";
import ipaddr from "ipaddr.js";

/**
 * True when the host is, and resolves only to, public unicast addresses: no loopback, private,
 * link-local (cloud metadata), or reserved ones. Guards requests to addresses that members
 * control (a PDS named in a DID document) from reaching our own network.
 */
export async function isPublicHost(hostname: string): Promise<boolean> {
  const host = hostname.replace(/^\[(.*)\]$/, "$1");
  let addresses: string[];
  try {
    addresses = ipaddr.isValid(host)
      ? [host]
      : (await lookup(host, { all: true })).map((entry) => entry.address);
  } catch {
    return false;
  }
  return (
    addresses.length > 0 &&
    addresses.every((address) => {
      const parsed = ipaddr.process(address);
      return parsed.range() === "unicast";
    })
  );
}

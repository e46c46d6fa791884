// Installs what the tests need beyond npm packages: Debian's Chromium for the browser tests.
// As root it runs apt-get; otherwise it says exactly what to run and stops.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

if (existsSync(CHROMIUM)) {
  console.log(`chromium: found at ${CHROMIUM}`);
  process.exit(0);
}
if (typeof process.getuid === "function" && process.getuid() === 0) {
  console.log("chromium: not found; installing Debian's chromium package (apt-get)...");
  execSync("apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium", {
    stdio: "inherit",
    shell: "/bin/bash",
  });
  if (!existsSync(CHROMIUM)) {
    console.error(`chromium: apt-get finished but ${CHROMIUM} is still missing.`);
    process.exit(1);
  }
  process.exit(0);
}
console.error(
  [
    `The browser tests need Chromium at ${CHROMIUM}, and it is not installed.`,
    "Install it as root, then run the tests again:",
    "  sudo apt-get update && sudo apt-get install -y chromium",
    "(or set CHROMIUM_PATH to another Chromium binary).",
  ].join("\n"),
);
process.exit(1);

import type { HeaderEntry } from "./response-headers";

/** The Content-Security-Policy, directive by directive. */
function contentSecurityPolicy(recaptcha: boolean): string {
  // Google's reCAPTCHA script and its frame, only on installs that use it.
  const recaptchaScripts = recaptcha
    ? ["https://www.google.com/recaptcha/", "https://www.gstatic.com/recaptcha/"]
    : [];
  const recaptchaFrames = recaptcha
    ? ["https://www.google.com/recaptcha/", "https://recaptcha.google.com/recaptcha/"]
    : [];
  const directives: [string, string[]][] = [
    ["default-src", ["'self'"]],
    ["script-src", ["'self'", ...recaptchaScripts]],
    ["frame-src", ["'self'", ...recaptchaFrames]],
    ["style-src", ["'self'", "'unsafe-inline'"]],
    ["img-src", ["'self'", "data:", "blob:", "https:"]],
    ["font-src", ["'self'", "data:"]],
    ["connect-src", ["'self'"]],
    ["media-src", ["'self'", "blob:", "https:"]],
    ["object-src", ["'none'"]],
    ["base-uri", ["'self'"]],
    ["form-action", ["'self'"]],
    // Our own pages only: /test/mobile shows the app in a phone-sized frame (issue 31), which
    // X-Frame-Options SAMEORIGIN allowed already; no other site may frame it (clickjacking).
    ["frame-ancestors", ["'self'"]],
    ["worker-src", ["'self'"]],
    ["manifest-src", ["'self'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(" ")}`).join("; ");
}

/**
 * Every security header (the set Hono's `secureHeaders` sends, with our policy), worked out once:
 * they are the same for every response. Scripts only from our origin (the theme is set by
 * /theme-init.js, not an inline script); inline styles are allowed because the toaster and the
 * Radix primitives set them at run time. `requestContext` sends them.
 *
 * Strict-Transport-Security only when members reach the install over https (`https`, from
 * PUBLIC_URL): on a plain-http install it promises what the host does not serve, and a TLS
 * front end that passed it on would pin browsers to https on that host for six months.
 */
export function securityHeaderEntries(options: { recaptcha?: boolean; https?: boolean } = {}): HeaderEntry[] {
  const hsts: HeaderEntry[] = options.https
    ? [["strict-transport-security", "max-age=15552000; includeSubDomains"]]
    : [];
  return [
    ["content-security-policy", contentSecurityPolicy(options.recaptcha ?? false)],
    ["cross-origin-opener-policy", "same-origin"],
    ["cross-origin-resource-policy", "same-origin"],
    ["origin-agent-cluster", "?1"],
    ["permissions-policy", "camera=(), microphone=(), geolocation=()"],
    ["referrer-policy", "strict-origin-when-cross-origin"],
    ...hsts,
    ["x-content-type-options", "nosniff"],
    ["x-dns-prefetch-control", "off"],
    ["x-download-options", "noopen"],
    ["x-frame-options", "SAMEORIGIN"],
    ["x-permitted-cross-domain-policies", "none"],
    ["x-xss-protection", "0"],
  ];
}

import { secureHeaders } from "hono/secure-headers";

/**
 * Security headers for every response. Scripts only from our origin (the theme is set by
 * /theme-init.js, not an inline script); inline styles are allowed because the toaster and
 * the Radix primitives set them at run time.
 */
export function securityHeaders(options: { recaptcha?: boolean } = {}) {
  // Google's reCAPTCHA script and its frame, only on installs that use it.
  const recaptchaScripts = options.recaptcha
    ? ["https://www.google.com/recaptcha/", "https://www.gstatic.com/recaptcha/"]
    : [];
  const recaptchaFrames = options.recaptcha
    ? ["https://www.google.com/recaptcha/", "https://recaptcha.google.com/recaptcha/"]
    : [];
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...recaptchaScripts],
      frameSrc: ["'self'", ...recaptchaFrames],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", "data:", "blob:", "https:"],
      fontSrc: ["'self'", "data:"],
      connectSrc: ["'self'"],
      mediaSrc: ["'self'", "blob:", "https:"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
    },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: "strict-origin-when-cross-origin",
    permissionsPolicy: {
      camera: [],
      microphone: [],
      geolocation: [],
    },
  });
}

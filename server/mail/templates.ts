import type { OutgoingMail } from "./mailer";

function escapeHtml(value: string): string {
  return value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;");
}

/** A plain, readable HTML body with one button; the text part carries the same words and link. */
function actionMail(
  to: string,
  subject: string,
  lines: string[],
  action: { label: string; url: string },
  footer: string,
): OutgoingMail {
  const text = [...lines, "", `${action.label}: ${action.url}`, "", footer].join("\n");
  const html = `<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#0f172a;line-height:1.5">
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join("\n")}
<p><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#0f766e;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p>
<p style="font-size:13px;color:#475569">Or open this link: <a href="${escapeHtml(action.url)}">${escapeHtml(action.url)}</a></p>
<p style="font-size:13px;color:#475569">${escapeHtml(footer)}</p>
</body></html>`;
  return { to, subject, text, html };
}

/** "Hi Ada," with the validated first name from the member's profile, or "Hi there,". */
const greeting = (firstName: string | null) => `Hi ${firstName || "there"},`;

export function verificationMail(
  appName: string,
  to: string,
  firstName: string | null,
  url: string,
): OutgoingMail {
  return actionMail(
    to,
    `Confirm your email for ${appName}`,
    [
      greeting(firstName),
      `Welcome to ${appName}! Please confirm that this is your email address to finish creating your account.`,
    ],
    { label: "Confirm email", url },
    `If you did not create an account on ${appName}, you can ignore this email.`,
  );
}

export function passwordResetMail(
  appName: string,
  to: string,
  firstName: string | null,
  url: string,
): OutgoingMail {
  return actionMail(
    to,
    `Reset your ${appName} password`,
    [
      greeting(firstName),
      `Someone asked to reset the password of your ${appName} account. The link below works once and expires in 1 hour.`,
    ],
    { label: "Choose a new password", url },
    "If you did not ask for this, you can ignore this email: your password stays the same.",
  );
}

/**
 * To the owner of an address someone tried to register again. The page said nothing (it must
 * not tell a stranger the address has an account); the owner hears it here.
 */
export function existingAccountMail(
  appName: string,
  to: string,
  firstName: string | null,
  links: { signIn: string; reset: string },
): OutgoingMail {
  return actionMail(
    to,
    `Someone tried to create a ${appName} account with your email`,
    [
      greeting(firstName),
      `Someone tried to create a new ${appName} account with this email address, which already has an account. No new account was created.`,
      "If it was you, sign in with your existing account. If you have forgotten your password, you can reset it here:",
      links.reset,
    ],
    { label: "Sign in", url: links.signIn },
    "If it was not you, you can ignore this email: nothing has changed on your account.",
  );
}

/** To the owner of an account whose password was tried and failed several times in a row. */
export function failedSignInsMail(
  appName: string,
  to: string,
  firstName: string | null,
  failures: number,
  resetUrl: string,
): OutgoingMail {
  return actionMail(
    to,
    `Failed sign-in attempts on your ${appName} account`,
    [
      greeting(firstName),
      `Someone tried to sign in to your ${appName} account with a wrong password ${failures} times in a row. Further attempts now have to wait longer and longer; your account stays open to you.`,
      "If it was you, there is nothing to do. If it was not, choose a new password now: it signs out every device.",
    ],
    { label: "Choose a new password", url: resetUrl },
    "We send this once, when the attempts start being slowed down.",
  );
}

export interface BetaSignupDetails {
  name: string;
  email: string;
  organization: string;
  organizationType: string;
  message: string;
}

/** To a platform admin: someone asked to join the beta. Plain text; the visitor's words are quoted, not linked. */
export function betaSignupAdminNotice(appName: string, to: string, signup: BetaSignupDetails): OutgoingMail {
  const lines = [
    `A new organization asked to join the ${appName} beta:`,
    `Name: ${signup.name}`,
    `Email: ${signup.email}`,
    `Organization: ${signup.organization} (${signup.organizationType})`,
    ...(signup.message ? ["Message:", signup.message] : []),
  ];
  const html = `<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#0f172a;line-height:1.5">
${lines.map((line) => `<p style="white-space:pre-wrap">${escapeHtml(line)}</p>`).join("\n")}
</body></html>`;
  return { to, subject: `New beta sign-up: ${signup.organization}`, text: lines.join("\n"), html };
}

/** What a notification e-mail needs: the message, where it points, and where to change one's settings. */
/**
 * An invitation to join a community, to an address that may have no account yet: the
 * invitation waits for whoever signs up with it (decisions.md, "Invitations").
 */
export function invitationMail(
  appName: string,
  to: string,
  invitation: { inviter: string; place: string; url: string; optOut: { page: string; oneClick: string } },
): OutgoingMail {
  const mail = actionMail(
    to,
    `${invitation.inviter} invited you to join ${invitation.place} on ${appName}`,
    [
      "Hi there,",
      `${invitation.inviter} invited you to join ${invitation.place} on ${appName}.`,
      `New to ${appName}? Create your account with this address (${to}) and the invitation will be waiting for you.`,
    ],
    { label: "See the invitation", url: invitation.url },
    `If you were not expecting this invitation, you can ignore this email. To receive no more invitations from ${appName} at this address: ${invitation.optOut.page}`,
  );
  return { ...mail, headers: unsubscribeHeaders(invitation.optOut.oneClick) };
}

export interface NotificationMailLinks {
  /** The notification's own page, absolute; null when it points nowhere. */
  url: string | null;
  /** The preferences tab (/profile/settings?tab=notifications), absolute. */
  settingsUrl: string;
  /** The one-click unsubscribe address of the notification's type (RFC 8058). */
  unsubscribeUrl: string;
}

/** The List-Unsubscribe pair of RFC 8058: mail clients show a one-click "Unsubscribe" with it. */
function unsubscribeHeaders(unsubscribeUrl: string): Record<string, string> {
  return {
    "List-Unsubscribe": `<${unsubscribeUrl}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
}

/** One notification, by e-mail (decisions.md "Notification e-mails and the digest"). */
export function notificationMail(
  appName: string,
  to: string,
  message: string,
  links: NotificationMailLinks,
): OutgoingMail {
  // The unsubscribe address goes in the header only: a GET of it changes nothing (routes/notifications).
  const footer = `You get this because e-mail notifications are on in your ${appName} settings. Change them: ${links.settingsUrl}`;
  const mail = actionMail(
    to,
    message,
    [message],
    { label: links.url ? "Open" : "Open your notifications", url: links.url ?? links.settingsUrl },
    footer,
  );
  return { ...mail, headers: unsubscribeHeaders(links.unsubscribeUrl) };
}

/**
 * The daily digest: every notification since the last one, oldest first, each with its link. Its
 * unsubscribe header turns off the digest's e-mails altogether (the e-mail master switch): one mail
 * mixes kinds, so there is no single kind to turn off.
 */
export function digestMail(
  appName: string,
  to: string,
  items: { message: string; url: string | null }[],
  links: { settingsUrl: string; unsubscribeUrl: string },
): OutgoingMail {
  const subject = `Your ${appName} digest: ${items.length} new notification${items.length === 1 ? "" : "s"}`;
  const lines = items.map((item) => (item.url ? `- ${item.message}: ${item.url}` : `- ${item.message}`));
  const footer = `Change your notification settings: ${links.settingsUrl}`;
  const text = [subject, "", ...lines, "", footer].join("\n");
  const html = `<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#0f172a;line-height:1.5">
<p>${escapeHtml(subject)}</p>
<ul>
${items.map((item) => `<li>${item.url ? `<a href="${escapeHtml(item.url)}">${escapeHtml(item.message)}</a>` : escapeHtml(item.message)}</li>`).join("\n")}
</ul>
<p style="font-size:13px;color:#475569"><a href="${escapeHtml(links.settingsUrl)}">Notification settings</a></p>
</body></html>`;
  return { to, subject, text, html, headers: unsubscribeHeaders(links.unsubscribeUrl) };
}

/** An outside supervisor is asked to verify a volunteer's hours through a one-time link (issue 29). */
export function supervisorHoursMail(
  appName: string,
  to: string,
  request: {
    volunteer: string;
    organisation: string;
    hours: string;
    day: string;
    description: string;
    url: string;
    expires: string;
  },
): OutgoingMail {
  return actionMail(
    to,
    `${request.volunteer} asks you to verify ${request.hours} of volunteering`,
    [
      "Hi there,",
      `${request.volunteer} logged ${request.hours} of volunteering for ${request.organisation} on ${request.day} and named you as their supervisor.`,
      ...(request.description ? [`What they did: ${request.description}`] : []),
      `Please verify or decline these hours. You need no account on ${appName}; the link works once, until ${request.expires}.`,
    ],
    { label: "Verify or decline the hours", url: request.url },
    `If you do not know ${request.volunteer}, decline the hours or ignore this email.`,
  );
}

/**
 * To a beta applicant whom a platform admin approved (issue 31): the sign-up link fills in the
 * address they applied with (/register?email=…).
 */
export function betaInvitationMail(
  appName: string,
  to: string,
  invitation: { name: string; organization: string; url: string },
): OutgoingMail {
  return actionMail(
    to,
    `You're invited to join ${appName}`,
    [
      `Hi ${invitation.name},`,
      `Good news: your request to bring ${invitation.organization} to the ${appName} beta was approved.`,
      `Create your account with this address (${to}) to get started.`,
    ],
    { label: `Create your ${appName} account`, url: invitation.url },
    `You get this email because this address signed up for the ${appName} beta. If that was not you, you can ignore it.`,
  );
}

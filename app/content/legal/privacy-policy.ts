import { PRIVACY_VERSION } from "../../../shared/limits";
import type { LegalDocument } from "./types";

export const privacyPolicy: LegalDocument = {
  title: "Privacy Policy",
  // The version new members' agreement records name: the same constant, so the two never differ.
  version: PRIVACY_VERSION,
  effectiveDate: "2026-11-29",
  intro:
    "This policy explains in plain language what this Common Ground site collects about you, why, who can see it, how long it is kept and your choices.",
  sections: [
    {
      heading: "Who we are",
      paragraphs: [
        "Common Ground is community software that different organizations can run on their own servers. This site is run by the organization operating this Common Ground site, referred to in this policy as we, us or our. We decide how the information described here is used and are responsible for it.",
        "This policy covers this site, its installable app and the e-mails and push notifications it sends. Other sites running the Common Ground software are run by their own operators and are covered by their own policies.",
      ],
    },
    {
      heading: "Information you give us when you create an account",
      paragraphs: [
        "To create an account you give us your first and last name and your e-mail address, and, if you sign up with e-mail, a password. We never store your password itself: we store only a one-way hash of it, which lets us check your password when you sign in but cannot be turned back into it.",
        "You can add more to your profile: a profile photo (avatar), a cover photo and a short bio. We also record which steps of the getting-started checklist you have completed (adding a photo, a cover photo and a bio, joining a community, writing a first post) so the dashboard can show your progress.",
        "If you add your name and e-mail to the beta sign-up list, we keep the name, e-mail address, organization, organization type and optional message you enter, to contact you about the beta.",
      ],
    },
    {
      heading: "Signing in with Google, Apple or Bluesky",
      paragraphs: [
        "If you sign in with Google or Apple, that company confirms your identity to us and sends us your name, your e-mail address and an identifier for your account with them. With Apple you may choose to share a private relay address instead of your real e-mail address. We never see your Google or Apple password.",
        "If you sign in with Bluesky, you enter your Bluesky handle and an app password. Our server uses the app password once, to confirm it with your Bluesky host, and never stores it. We then keep your Bluesky handle, your decentralized identifier (DID), the time you connected, and the access and refresh tokens Bluesky issues for the connection. Those tokens stay on our server, encrypted at rest, and are never sent back to your browser.",
        "You can disconnect Bluesky from your profile settings at any time. Disconnecting removes the stored handle, identifier and tokens from your profile.",
      ],
    },
    {
      heading: "Your agreement to our terms and this policy",
      paragraphs: [
        "When you create an account you agree to the Terms of Service and this Privacy Policy. We keep a record of that agreement: the versions of the terms and of the policy you agreed to, the IP address your request came from, your browser's user agent, the time, and the way you signed up (for example by e-mail, with Google or with Bluesky).",
        "Until your e-mail address is confirmed, this record is held on our server as a pending agreement; once the address is confirmed we save it to your account, and if the address is never confirmed we drop it. If you register with Google or Apple, your agreement is carried for up to ten minutes in a cookie until your account is created. We keep the record so we can show which version you agreed to and when.",
      ],
    },
    {
      heading: "What you post and do on the site",
      paragraphs: [
        "We store what you create: posts (text, photos, videos and links), comments, likes, mentions of other members, workspace pages you write or edit, and files you upload to a community's storage.",
        "When you include a link in a post, our server visits that web page to build a preview with its title, description and image. The linked site sees a request from our server, not from your device.",
        "We also store how you take part: the connections you request and accept, the groups, partnerships and events you belong to and your role in each, join requests, event registrations (whether as attendee, volunteer or employee, the volunteer shifts you chose and any group or partnership you registered on behalf of), awards and badges you receive, the points you earn and whether you have opted out of leaderboards.",
        "Points are recorded for the group, partnership or event where you earned them: for posts and comments (up to a daily limit), for verified volunteer hours and for shifts you attended, with points taken off when a host marks you as a no-show. Content a moderator removes earns nothing.",
      ],
    },
    {
      heading: "Volunteer hours and their verification",
      paragraphs: [
        "When you volunteer for a shift, we record when you check in and out, whether you used the event's QR code or a kiosk or a host did it on the roster, and whether a host marked you as a no-show. Hosts of an event you volunteer for can see how many earlier shifts you missed. Checking out creates a log of your hours for that shift.",
        "When you log hours yourself we store the date, how long you served, your description, the event if you choose one, and either the group or partnership the hours are for or the name of an outside organization together with the e-mail address of your supervisor there.",
        "Your hours are verified or declined by the event's host, by an admin of the group or partnership they are for (or of a community above it) or, for an outside organization, by the supervisor you named. We e-mail that supervisor a link, valid for 30 days, that shows your name, the organization and the date, time and description of the hours, and nothing else about you; they decide without an account, and the decision is recorded under their e-mail address. We use a supervisor's address only to send these links and to show who verified the hours; it is not shown in your volunteer history. Please name only a supervisor who expects to hear from us.",
        "We keep whether each log is pending, verified, declined or withdrawn, the note the person who decided may leave for you, and a history of every change to a log: who made it, when, what changed and why. Logs are not deleted while your account exists; withdrawn and declined logs stay in your history.",
        "Verified hours count toward your milestone badges, your points and the reports of the group, partnership and event they are for. There each verified hour is multiplied by the hourly value of volunteer time that community has set, to estimate what the time was worth.",
        "If you share your hours with a group or partnership that sets a service-hour requirement, its admins see your progress toward that requirement, counting your verified hours wherever you served, and can download it as a spreadsheet. You can stop sharing at any time.",
        "When you create a transcript, we keep a copy of the verified hours in it (dates, organizations, events and shifts, hours, and who verified each and when) under a short code. Anyone who has the code or scans the transcript's QR code can open a public page that shows the transcript with your name and whether it still matches our records. An outside supervisor's address appears there only partly, such as s***@example.org. Give a transcript only to people you want to see it.",
      ],
    },
    {
      heading: "Notifications, e-mail and push",
      paragraphs: [
        "We keep the notifications we create for you, such as likes, comments, mentions, new posts in your communities, connection requests, workspace updates, event reminders, decisions on your volunteer hours, awards you receive and milestone badges you reach, and whether you have read them.",
        "We store your notification preferences: whether e-mail and push are on, your choice for each type of notification, your quiet hours and your timezone. New accounts start with all notifications on and quiet hours from 10 p.m. to 8 a.m., UTC, until you change them.",
        "If you allow push notifications, we store the push subscription your browser or device gives us, the platform it belongs to and whether it is still active. To deliver a push notification we pass its text and link to the push service run by your browser's or device's maker. When a subscription stops working we mark it inactive.",
        "We send e-mail to confirm your address, to reset your password (reset links expire after one hour), to send an outside supervisor the link to verify hours you logged with them and, if you have allowed it, to deliver notifications. E-mail is sent through the mail server or e-mail delivery provider we use, which handles the message and your address for that purpose.",
      ],
    },
    {
      heading: "Cookies and storage in your browser",
      paragraphs: [
        "We use cookies only to sign you in: a session cookie that keeps you signed in, and short-lived cookies used during sign-in and sign-up, such as the one that carries your agreement when you register with Google or Apple. They are marked HttpOnly, which means scripts running in the page cannot read them, and the session cookie is removed when you sign out or the session ends.",
        "Your choice of light, dark or system theme is kept in your browser's local storage so the site looks the way you like, even after you sign out; it is not sent to us. Other settings the app keeps in your browser are removed when you sign out. A tablet a host turns into a check-in kiosk keeps the kiosk's key in its browser until the kiosk ends.",
        "We do not use advertising cookies or advertising trackers.",
      ],
    },
    {
      heading: "Information collected automatically",
      paragraphs: [
        "Our server records each request it handles in its logs: the method, the path, the response status, how long it took and a request identifier. We use these logs to keep the service running and to investigate errors.",
        "To protect sign-up and sign-in from automated abuse, the site asks your browser to solve a small computational puzzle, which involves no outside company. If we turn on Google reCAPTCHA instead, Google's script is loaded on the sign-in and sign-up pages and Google receives information about your browser and your interaction with the page under its own privacy policy. We may also use your IP address to limit repeated attempts to sign in or sign up.",
      ],
    },
    {
      heading: "How we use your information",
      paragraphs: [
        "We use your information to run the service you signed up for: to create and secure your account, show your profile, deliver your posts and notifications, handle event registrations and volunteer shifts, record and verify volunteer hours, issue transcripts and track service-hour requirements you share your hours with, deliver awards, give badges and points, show leaderboards, produce community reports and keep the site safe and working.",
        "We do not sell your information, we do not show advertising, and we do not use your information to build advertising profiles.",
        "Depending on where you live, the law may require us to name our reasons for using your information. We rely on our agreement with you (to provide the service), your consent (for example for push notifications, which you can withdraw), our legitimate interest in keeping the service secure and working, and our legal obligations.",
      ],
    },
    {
      heading: "Who can see your information",
      paragraphs: [
        "Other signed-in members can see your name, profile photo, cover photo and bio, and your posts and comments wherever they have access to the place they were posted. Posts in a private group, partnership or event are visible only to its members. People who are not signed in cannot browse profiles or feeds.",
        "When a post's share link is opened by someone who is not signed in, they see a short preview inviting them to join, and the sites where the link is shared may display that preview. The preview can include the post's author and the beginning of its text, so consider this before sharing a link to a post.",
        "Images and files uploaded to the site are delivered through web links. Anyone who obtains such a link may be able to open the file, so avoid uploading material that must stay strictly confidential.",
        "Owners and admins of a group, partnership or event, an event's host, and the admins of the communities above it can see its members and their roles, its join requests, its event registrations, its shift rosters and the volunteer hours logged for it, including your hour logs for it whatever you chose to show to other members. They can also view its reports, which give totals (members, events, registrations, attendance, verified hours and their estimated value) rather than a list of people, and download them as CSV files or a PDF. Once an organization downloads a report, it is responsible for how it handles that file.",
        "Your volunteer hours and milestone badges are private unless you switch on showing your verified hours to other members; then signed-in members can see your verified hours and badges, but never your pending, declined or withdrawn logs.",
        "Awards given to you by a community's admins show on your profile and in your volunteer history to members who can see your profile, except awards you hide and awards from a private community the viewer cannot see. A community's admins see the awards it gave. If they revoke an award, we keep it on record with who revoked it, when and why, and it no longer shows on your profile.",
        "A community's leaderboard shows your name and your points there to signed-in members who can see that community, unless you opt out in your profile settings; you keep your points either way. Leaderboards are not published outside the site.",
        "A small number of platform administrators named by us can manage the beta sign-up list and use diagnostic pages to keep the site working.",
      ],
    },
    {
      heading: "Service providers and other disclosures",
      paragraphs: [
        "We share information with outside services only as far as they need it to do their job for us. Depending on how this site is set up, these can include our hosting provider, our e-mail delivery provider, an object storage provider for uploaded files, the push services of browser and device makers, the sign-in provider you chose (Google, Apple or Bluesky) and, if enabled, Google reCAPTCHA.",
        "We may also disclose information when the law requires it, to protect the safety of people, or to investigate misuse of the service, and to a successor if this site is transferred to another operator, who would remain bound by this policy for the information it receives.",
      ],
    },
    {
      heading: "How long we keep information",
      paragraphs: [
        "We keep your account information and content for as long as your account exists. Notifications, preferences and push subscriptions are kept while they are needed for the service, and push subscriptions that stop working are deactivated.",
        "When your account is deleted, we delete your profile, your memberships, your posts, your volunteer hour logs, your transcripts (whose public pages then stop working), your awards and badges and your points. Some shared records remain so that communities keep working: an event you hosted stays but no longer names you as host, and files you uploaded to a community stay with that community without your name attached. Copies in backups disappear as the backups are replaced.",
        "We may keep a limited record, such as your agreement record, for longer when we need it to meet a legal obligation or to resolve a dispute. Beta sign-up entries are kept until the beta list is no longer needed or you ask us to remove yours.",
      ],
    },
    {
      heading: "Your rights and choices",
      paragraphs: [
        "Access and correction: you can see and edit your name, photos and bio in your profile settings, see your volunteer history on your profile, correct hours you logged (which sends them back for verification), and ask us for any other information we hold about you.",
        "Deletion: you can ask us to delete your account and the information described above. You can disconnect Bluesky yourself at any time.",
        "Export: you can ask for a copy of your information in a common, machine-readable format.",
        "Choices: you can turn e-mail and push notifications on or off for each type, set quiet hours, opt out of leaderboards, hide awards from your profile, choose whether other members see your verified hours, stop sharing your hours with a community and withdraw permission for push notifications in your browser or device settings. Depending on where you live, you may also have the right to object to or restrict certain uses of your information and to complain to a data protection authority.",
        "To use any of these rights, contact us as described at the end of this policy. We may need to confirm your identity first, and we will answer within the time the law requires.",
      ],
    },
    {
      heading: "Children and schools",
      paragraphs: [
        "Common Ground is not directed at children under 13, and children under 13 may not create accounts on their own. They may take part only through their school, under the school's supervision and with the consent required by law, such as a parent's consent or the school's consent for educational use under the U.S. Children's Online Privacy Protection Act.",
        "A school that enrolls students under 13 is responsible for obtaining that consent and for supervising how its students use the site. If we learn that we have collected information from a child under 13 without the required consent, we will delete it. Parents and guardians can contact us to review or delete their child's information.",
      ],
    },
    {
      heading: "Security",
      paragraphs: [
        "We protect your information with measures suited to a community service: passwords are stored only as hashes, the session cookie cannot be read by page scripts, Bluesky tokens are encrypted at rest, the server checks permissions on every request, and sign-up and sign-in are protected against automated abuse. We serve the site over an encrypted connection.",
        "No system is perfectly secure. If a security incident affects your information, we will tell you and the relevant authorities as the law requires.",
      ],
    },
    {
      heading: "Where your information is stored",
      paragraphs: [
        "Your information is stored on servers chosen by us, which may be in a country other than yours. Where the law requires it, we take steps to protect your information when it is transferred across borders.",
      ],
    },
    {
      heading: "Changes to this policy",
      paragraphs: [
        "If we change this policy, we will publish the new version here with a new version number and effective date. If the changes are significant, we will let you know on the site or by e-mail before they take effect, and we may ask you to agree to the new version; your agreement record shows which version you accepted.",
      ],
    },
    {
      heading: "Contact",
      paragraphs: [
        "Questions, requests and complaints about your privacy go to the organization operating this Common Ground site, through the contact details shown on this site's beta sign-up page.",
      ],
    },
  ],
};

import type { LegalDocument } from "./types";

export const termsOfService: LegalDocument = {
  title: "Terms of Service",
  version: "1.1",
  effectiveDate: "2026-11-29",
  intro:
    "These terms are the agreement between you and the organization operating this Common Ground site about accounts, communities, events and volunteer hours.",
  sections: [
    {
      heading: "About these terms",
      paragraphs: [
        "Common Ground is community software that different organizations can run on their own servers. These terms apply to this site, run by the organization operating this Common Ground site, referred to as we, us or our. Other sites running the same software have their own operators and their own terms.",
        "By creating an account or using the site you agree to these terms. When you sign up, we record which version of these terms and of the Privacy Policy you accepted. If you use the site on behalf of an organization, you confirm that you are allowed to accept these terms for it, and the organization is bound by them too.",
      ],
    },
    {
      heading: "Who can use the service",
      paragraphs: [
        "You must be at least 13 years old, or older if the law where you live sets a higher minimum age, to create an account on your own. If you are under the age of legal adulthood where you live, a parent or guardian must agree to these terms with you or for you.",
        "Children under 13 may use the service only through their school, under the school's supervision and with the consent the law requires. The service is not directed at children under 13 outside that setting.",
        "You may not use the service if we have previously closed your account for breaking these terms, or if the law prohibits you from using it.",
      ],
    },
    {
      heading: "Your account",
      paragraphs: [
        "Give your real first and last name and keep your e-mail address up to date; communities rely on knowing who their members are. One account is for one person, and you may not impersonate anyone or create an account for someone else without their permission.",
        "Keep your password and the accounts you sign in with (Google, Apple or Bluesky) secure, and tell us promptly if you think someone else has used your account. You are responsible for what happens under your account unless it results from our own failure.",
        "When you sign in through Google, Apple or Bluesky, your use of those accounts is also governed by those companies' own terms.",
      ],
    },
    {
      heading: "Acceptable use",
      paragraphs: [
        "Use Common Ground to build community, and treat other members with respect. You agree not to post or do anything that is illegal, harassing, threatening, hateful, sexually exploitative, or that invades someone else's privacy, including sharing another person's private information without their permission.",
        "You also agree not to: send spam or unwanted bulk messages; log volunteer hours you did not serve or verify hours you know are false; register for events with codes that were not given to you, or falsely claim to register on behalf of a group or partnership; post content that infringes someone else's rights, such as copyright or trademarks; upload malware; or use the service to mislead people about who you are.",
        "Do not interfere with the service: do not try to get around its permissions, limits or bot checks, probe or attack its security, overload it, or collect other members' information by automated means.",
        "We, and the owners, admins and moderators of each community, may remove content that breaks these rules or a community's own rules.",
      ],
    },
    {
      heading: "Your content",
      paragraphs: [
        "You keep ownership of what you post: your text, photos, videos, comments, workspace pages and files. You are responsible for it and confirm that you have the right to share it.",
        "So that we can run the service, you give us a worldwide, non-exclusive, royalty-free license to store, copy, display, format and transmit your content, for example to show it to the members of the communities you post in, to create thumbnails and link previews, to send it in notifications, and to show the preview of a post when its share link is opened.",
        "This license ends when you or we delete the content, except for copies kept for a limited time in backups, content that others have already copied or quoted, and what we must keep by law. Workspace pages are written together, so text you contribute to a shared page may stay in that page after you leave the community.",
      ],
    },
    {
      heading: "Communities and their admins",
      paragraphs: [
        "Groups, partnerships and events are created and run by members. Their owners and admins decide who may join, who has which role, whether the community is public or private, and what its own rules are. Moderators may remove posts and comments.",
        "If you run a community, you are responsible for managing it fairly and lawfully: setting the right visibility, approving members with care, moderating content, verifying volunteer hours honestly, and following the laws and policies that apply to your organization, such as those on safeguarding young people, background checks, waivers and data protection.",
        "Community reports and CSV exports contain information about your members. If you export them, you are responsible for keeping that information secure and using it only for your community's legitimate purposes.",
        "A school or other organization that brings students under 13 onto the service is responsible for obtaining the consent the law requires and for supervising those students.",
      ],
    },
    {
      heading: "Events",
      paragraphs: [
        "Events are organized and run by their hosts, not by us. We provide the tools for publishing events, taking registrations, managing volunteer shifts and checking registration codes, but we are not a party to any arrangement between hosts and participants.",
        "Hosts are responsible for the accuracy of their event information, for the safety of their event, and for any changes or cancellations. Participants take part at their own judgment and should follow the host's instructions. A registration or shift assignment confirms that you signed up through the site; it is not a guarantee by us that the event will take place as described.",
      ],
    },
    {
      heading: "Volunteer hours, recognition and points",
      paragraphs: [
        "Volunteer hours are recorded when a member checks in and out of a shift, or reported by the members who served. They are verified or declined by the event's host, by an admin of the related community, or, for hours served with an outside organization, by the supervisor the member names, who answers through a link sent by e-mail. We do not check the hours ourselves and do not guarantee that any record is accurate or complete.",
        "A verified record shows that a host, an admin or a named supervisor approved it on the site. Whether a school, employer, court, funder or other body accepts it for its own requirements is up to that body.",
        "The estimated value of volunteer time in reports is calculated by multiplying verified hours by a configurable hourly value. It is an estimate for reporting purposes, not an appraisal, a payment obligation or tax advice.",
        "Awards, milestone badges, points and leaderboard positions are forms of recognition. They have no monetary value, cannot be exchanged or transferred, and may be corrected if the hours or activity behind them change.",
      ],
    },
    {
      heading: "Messages from us",
      paragraphs: [
        "We send e-mails that are needed to run your account, such as address confirmation and password reset messages. Other notifications by e-mail and push follow the preferences and quiet hours you set, and you can change them at any time.",
      ],
    },
    {
      heading: "A service in beta",
      paragraphs: [
        "Common Ground is in beta. Features may change, be added or be removed, and the service may sometimes be unavailable, for example during maintenance. Keep your own copies of anything you cannot afford to lose, such as important documents stored in a workspace.",
        "Link previews, calendar files and other connections to outside services depend on those services, which we do not control.",
      ],
    },
    {
      heading: "Suspension and termination",
      paragraphs: [
        "You can stop using the service at any time and ask us to delete your account, as described in the Privacy Policy.",
        "We may suspend or close an account, or remove content, if it breaks these terms, puts other members or the service at risk, or if the law requires it. Where it is reasonable and safe to do so, we will tell you why and give you a chance to respond.",
        "We may also stop operating this site. If we do, we will give reasonable notice where we can so that communities can save what they need.",
        "The sections on your content, volunteer hours, disclaimers, limitation of liability and governing law continue to apply after your account ends.",
      ],
    },
    {
      heading: "Disclaimers",
      paragraphs: [
        "We work to keep the service reliable and secure, but it is provided as is and as available. To the extent the law allows, we make no promises that it will be uninterrupted or error-free, that content posted by members is accurate, or that it will meet your particular needs.",
        "We are not responsible for the content members post, for events run by hosts, for how communities are managed, or for the conduct of any member on or off the site.",
      ],
    },
    {
      heading: "Limitation of liability",
      paragraphs: [
        "To the extent the law allows, we are not liable for indirect, incidental, special or consequential losses, or for lost profits, data or goodwill, arising from your use of the service or from events, communities or content run or posted by others.",
        "To the extent the law allows, our total liability to you for any claim about the service is limited to the amount you paid us for the service in the twelve months before the claim arose, if any.",
        "Nothing in these terms limits liability that cannot be limited by law, such as liability for fraud or for death or personal injury caused by negligence, or removes rights you have as a consumer that cannot be waived.",
      ],
    },
    {
      heading: "Responsibility for your use",
      paragraphs: [
        "If a claim is brought against us because of content you posted, an event you hosted, or your breach of these terms or of the law, you agree to help us resolve it and to cover the reasonable costs it causes us, to the extent the law allows.",
      ],
    },
    {
      heading: "Changes to these terms",
      paragraphs: [
        "We may update these terms. When we do, we will publish the new version here with a new version number and effective date. If the changes are significant, we will tell you on the site or by e-mail before they take effect, and we may ask you to accept the new version before you continue.",
        "If you do not agree to the new terms, you can stop using the service and ask us to delete your account.",
      ],
    },
    {
      heading: "Governing law",
      paragraphs: [
        "These terms are governed by the laws of the place where the operator of this site is established, without regard to its conflict-of-laws rules, and disputes will be handled by the courts of that place. If you use the service as a consumer, you keep the protection of the mandatory laws of the country where you live, and you may bring a claim in its courts where the law allows.",
      ],
    },
    {
      heading: "General",
      paragraphs: [
        "These terms and the Privacy Policy are the whole agreement between you and us about the service. If any part of these terms cannot be enforced, the rest still applies. If we do not enforce a part of these terms straight away, we have not given up the right to do so later.",
        "We may transfer these terms to an organization that takes over the operation of this site. You may not transfer your account or these terms to someone else.",
      ],
    },
    {
      heading: "Contact",
      paragraphs: [
        "Questions about these terms go to the organization operating this Common Ground site, through the contact details shown on this site's beta sign-up page.",
      ],
    },
  ],
};

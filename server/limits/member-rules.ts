import type { FixedLimit } from "./rules";

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** One kind of member write: its windows (each must allow the attempt) and the refusal's words. */
export interface MemberLimit {
  windows: readonly FixedLimit[];
  /** Shown by the form or button that failed; the spec has no text for these. */
  message: string;
}

/**
 * Per signed-in member, on writes other members see or that cost storage. Set where a heavy
 * member never arrives and a script soon does; counted only for requests that passed validation
 * and authorisation, so a form mistake or a refused target costs nothing. Reasoning and the
 * heavy members we measured against: docs/decisions.md ("Limits on members' writes").
 */
export const MEMBER_LIMITS = {
  /** A post every 20 seconds for ten minutes: an announcement copied into many groups fits. */
  post: {
    windows: [{ max: 30, windowSeconds: 10 * MINUTE }],
    message: "You are posting too fast. Please wait a few minutes and try again.",
  },
  /**
   * Posts also published on Bluesky (issue 31), on top of `post`: each is a write to the member's
   * Bluesky account with its pictures. A busy day's announcements fit; a loop that would get the
   * member's account flagged on Bluesky does not.
   */
  blueskyCopy: {
    windows: [
      { max: 20, windowSeconds: HOUR },
      { max: 50, windowSeconds: DAY },
    ],
    message: "You have posted to Bluesky many times today. Please post there again later.",
  },
  /**
   * Bluesky timeline pages read through the member's PDS (issue 31): each is a call out from our
   * server. Scrolling far back and reloading often fits; a script reading without end does not.
   */
  blueskyTimeline: {
    windows: [
      { max: 120, windowSeconds: 10 * MINUTE },
      { max: 1000, windowSeconds: DAY },
    ],
    message: "You have loaded your Bluesky timeline many times. Please wait a few minutes and try again.",
  },
  /** A reply every 10 seconds for ten minutes, in the liveliest thread. */
  comment: {
    windows: [{ max: 60, windowSeconds: 10 * MINUTE }],
    message: "You are commenting too fast. Please wait a few minutes and try again.",
  },
  /** A class or a staff room in an hour; no one meets 200 new people in a day. */
  connectionRequest: {
    windows: [
      { max: 40, windowSeconds: HOUR },
      { max: 200, windowSeconds: DAY },
    ],
    message: "You have sent too many connection requests. Please try again later.",
  },
  /** Ten full posts of media (POST_MEDIA_MAX) an hour; every file may be 50 MB of storage. */
  upload: {
    windows: [
      { max: 100, windowSeconds: HOUR },
      { max: 300, windowSeconds: DAY },
    ],
    message: "You have uploaded too many files. Please try again later.",
  },
  /**
   * Editing one's posts (and comments, when they can be edited): a typo fixed a few times is far
   * below; each edit may name members and link pages, which is what a script would repeat.
   */
  contentEdit: {
    windows: [
      { max: 30, windowSeconds: 10 * MINUTE },
      { max: 200, windowSeconds: DAY },
    ],
    message: "You are editing your posts too fast. Please wait a few minutes and try again.",
  },
  /**
   * Starting groups and partnerships (subgroups and sub-partnerships included): a school setting
   * up a group per class in an afternoon fits; each is a place whose name goes out in mail.
   */
  communityCreate: {
    windows: [
      { max: 20, windowSeconds: HOUR },
      { max: 50, windowSeconds: DAY },
    ],
    message: "You have created too many groups and partnerships today. Please try again later.",
  },
  /**
   * Creating events, counted by the dates made: a weekly series for a year is 52. A season's
   * programme in an afternoon fits; a script making events without end does not.
   */
  eventCreate: {
    windows: [
      { max: 150, windowSeconds: HOUR },
      { max: 300, windowSeconds: DAY },
    ],
    message: "You have created too many events today. Please try again later.",
  },
  /**
   * Invitation forms sent: each holds up to INVITATION_BATCH_MAX addresses. The addresses
   * themselves have their own bound: INVITED_ADDRESSES_PER_DAY.
   */
  invitation: {
    windows: [
      { max: 30, windowSeconds: HOUR },
      { max: 100, windowSeconds: DAY },
    ],
    message: "You have sent too many invitations. Please try again later.",
  },
  /**
   * A group's admin asks partnerships to take the group in: a coalition drive reaches a few a day;
   * asking, taking it back and asking again in a loop does not (its admins hear once a week anyway).
   */
  partnerRequest: {
    windows: [
      { max: 10, windowSeconds: HOUR },
      { max: 30, windowSeconds: DAY },
    ],
    message: "You have asked too many partnerships. Please try again later.",
  },
  /** Liking and unliking is a toggle: one every 2 seconds for ten minutes; only scripts go faster. */
  like: {
    windows: [{ max: 300, windowSeconds: 10 * MINUTE }],
    message: "You are liking too fast. Please wait a few minutes and try again.",
  },
  /**
   * A workspace page's changes and caret moves together: the editor sends at most about 7
   * changes and 10 caret messages a second while someone types and moves, so 20 a second for ten
   * minutes is never reached by a person; a script filling the page's history is.
   */
  workspaceEdit: {
    windows: [{ max: 12_000, windowSeconds: 10 * MINUTE }],
    message: "You are editing too fast. Please wait a moment and try again.",
  },
  /**
   * Attendance recorded at a shift's roster: checking 150 volunteers in and out in ten minutes,
   * with a few undone, fits; a script toggling someone in and out does not.
   */
  attendance: {
    windows: [
      { max: 400, windowSeconds: 10 * MINUTE },
      { max: 3000, windowSeconds: DAY },
    ],
    message: "You are recording attendance too fast. Please wait a few minutes and try again.",
  },
  /** Hours logged by hand: a term's forgotten entries in one sitting fit; a script's do not. */
  hourLog: {
    windows: [
      { max: 30, windowSeconds: HOUR },
      { max: 100, windowSeconds: DAY },
    ],
    message: "You have logged hours too often today. Please try again later.",
  },
  /**
   * Decisions in a verification queue, each of up to 100 logs: a term's queue of a large school
   * decided one log at a time in an afternoon fits; a script flipping decisions does not (a
   * decided log cannot be decided again, so the limit guards the server, not the mail).
   */
  hourDecision: {
    windows: [
      { max: 300, windowSeconds: HOUR },
      { max: 2000, windowSeconds: DAY },
    ],
    message: "You have decided hours too often. Please wait a few minutes and try again.",
  },
  /**
   * Mails asking an outside supervisor to verify hours (each outside log, each resend): a
   * student's term logged for one supervisor fits; a mail cannon aimed at any address does not.
   */
  supervisorMail: {
    windows: [
      { max: 10, windowSeconds: HOUR },
      { max: 30, windowSeconds: DAY },
    ],
    message: "You have asked supervisors to verify hours too often today. Please try again tomorrow.",
  },
  /** Transcripts issued: a few periods tried for each school or employer fit; a script's do not. */
  transcript: {
    windows: [
      { max: 20, windowSeconds: HOUR },
      { max: 60, windowSeconds: DAY },
    ],
    message: "You have made many transcripts today. Please try again later.",
  },
  /**
   * Transcript PDFs drawn for a member: each is drawn anew (about 0.3 ms of the server's time a
   * log, 160 ms for 500), so a script asking for one without end would keep a core busy; a member
   * downloading theirs for a few schools fits many times over.
   */
  transcriptDownload: {
    windows: [{ max: 30, windowSeconds: HOUR }],
    message: "You have downloaded many transcripts in the last hour. Please try again later.",
  },
  /** Requirements set or removed by a community's admins: a school's programmes fit many times over. */
  requirement: {
    windows: [{ max: 30, windowSeconds: HOUR }],
    message: "You have changed requirements too often. Please try again later.",
  },
  /** Rates of volunteer time set by a community's admins: a new figure a year, and typos, fit. */
  valueRate: {
    windows: [{ max: 20, windowSeconds: HOUR }],
    message: "You have changed the value of volunteer time too often. Please try again later.",
  },
  /**
   * Impact report PDFs: each is drawn anew (a few aggregate statements and a few hundred rows), so
   * a script asking without end would keep a core busy; a board pack and a few funders fit.
   */
  reportPdf: {
    windows: [{ max: 30, windowSeconds: HOUR }],
    message: "You have downloaded many report PDFs in the last hour. Please try again later.",
  },
  /** Sharing one's hours with a community, or stopping: a toggle a person uses now and then. */
  hourShare: {
    windows: [{ max: 60, windowSeconds: HOUR }],
    message: "You have changed your sharing too often. Please try again later.",
  },
  /**
   * Awards given (issue 30), each to up to 50 members: a season's honours, given member by member
   * in an afternoon, fit; a script sending notices to members without end does not.
   */
  awardGive: {
    windows: [
      { max: 60, windowSeconds: HOUR },
      { max: 200, windowSeconds: DAY },
    ],
    message: "You have given many awards today. Please try again later.",
  },
  /** Awards revoked: a giving made by mistake, revoked member by member, fits. */
  awardRevoke: {
    windows: [
      { max: 60, windowSeconds: HOUR },
      { max: 200, windowSeconds: DAY },
    ],
    message: "You have revoked many awards today. Please try again later.",
  },
  /** Hiding one's awards from one's profile, or showing them: a toggle a person uses now and then. */
  awardHide: {
    windows: [{ max: 60, windowSeconds: HOUR }],
    message: "You have changed your awards too often. Please try again later.",
  },
  /**
   * /demo/smart-links (issue 31): each try makes the server fetch an outside page. An admin
   * trying a few dozen links while finding why one has no preview fits; a fetch loop does not.
   */
  debugLinkFetch: {
    windows: [
      { max: 30, windowSeconds: 10 * MINUTE },
      { max: 200, windowSeconds: DAY },
    ],
    message: "You have fetched many links. Please wait a few minutes before trying again.",
  },
  /** A new workspace page a minute for an hour: a whole handbook's chapters fit. */
  workspacePage: {
    windows: [{ max: 60, windowSeconds: HOUR }],
    message: "You have created too many pages. Please try again later.",
  },
  /**
   * Beta invitations a platform admin sends (approvals and "Send invitation again"): each mails an
   * address outside the platform. A launch day's batch fits; a script looping over the list does not.
   */
  betaInvitation: {
    windows: [
      { max: 100, windowSeconds: HOUR },
      { max: 500, windowSeconds: DAY },
    ],
    message: "You have sent many beta invitations today. Please try again later.",
  },
  /** Beta sign-ups declined and notes saved by a platform admin: going through the whole list fits. */
  betaReview: {
    windows: [{ max: 300, windowSeconds: HOUR }],
    message: "You have made many changes to beta sign-ups in the last hour. Please try again later.",
  },
} as const satisfies Record<string, MemberLimit>;

export type MemberLimitName = keyof typeof MEMBER_LIMITS;

/**
 * Distinct addresses one member invites in any 24 hours, to every entity together: a chamber
 * inviting its member firms over a few days fits, a mail cannon does not. Counted from the
 * invitations themselves (revoked ones too), so a revoke and a new invitation count once.
 */
export const INVITED_ADDRESSES_PER_DAY = { max: 200, windowSeconds: DAY } as const satisfies FixedLimit;
export const INVITED_ADDRESSES_MESSAGE =
  "You have invited too many addresses today. Please try again tomorrow.";
export type MemberLimitRules = Record<MemberLimitName, MemberLimit>;

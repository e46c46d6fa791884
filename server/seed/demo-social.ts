/**
 * The demo community's conversations and ties: comments on the posts of demo-content.ts, who
 * likes what, and who is connected to whom. Plain data; demo.ts writes it through the factories.
 * People are indices into DEMO_PEOPLE (0 is the demo member); `{@n}` in a text is a mention of
 * person n, written in the posts' mention markup when seeded.
 */

/** [index into DEMO_POSTS, author, text, minutes after the post]. */
export const DEMO_COMMENTS: [number, number, string, number][] = [
  [0, 0, "What a week. The new pallet jack made all the difference.", 25],
  [0, 7, "The senior route got its biggest delivery yet thanks to this.", 70],
  [0, 9, "Proud of this crew!", 95],
  [1, 22, "I'll take one of them. See you at 9, {@0}!", 12],
  [1, 16, "Can I bring my nephew? He's 15.", 40],
  [1, 0, "Absolutely, 14 and up with a guardian's form.", 55],
  [2, 24, "Elm Avenue looks like a different street already.", 30],
  [2, 0, "Next one goes in on Maple, right {@3}?", 80],
  [3, 23, "Thursday works much better for me, thanks Maya.", 60],
  [5, 28, "The cart is now a planter at the community garden.", 90],
  [5, 0, "Best clean-up yet. Same time next month?", 120],
  [6, 18, "I can ref the afternoon games.", 45],
  [8, 0, "Your sourdough is the highlight of the Thursday route, Hiro.", 30],
  [8, 7, "Picking up tonight!", 50],
  [11, 0, "I'll bring a big salad. Someone has to.", 15],
  [11, 19, "Salad number two, coming up.", 35],
  [13, 15, "We couldn't have done it without our mentors!", 20],
];

/** Posts of the demo member's circle written for the demo, with mentions: [author, text, where, hours ago]. */
export const DEMO_MENTION_POSTS: [number, string, string | null, number][] = [
  [
    9,
    "Thank you {@0} for organising the volunteer first-aid session. 18 people certified!",
    "Riverside Food Bank",
    8,
  ],
  [22, "Warehouse tour for new volunteers on Friday. {@0} and {@7} will show you the ropes.", null, 30],
];

/**
 * Connections as [requester, addressee, status]. The demo member has friends, two requests
 * waiting for an answer and one of their own still pending.
 */
export const DEMO_CONNECTIONS: [number, number, "accepted" | "pending"][] = [
  [0, 1, "accepted"],
  [3, 0, "accepted"],
  [0, 5, "accepted"],
  [0, 7, "accepted"],
  [9, 0, "accepted"],
  [0, 11, "accepted"],
  [22, 0, "accepted"],
  [0, 16, "accepted"],
  [0, 13, "accepted"],
  [6, 0, "accepted"],
  [2, 0, "pending"],
  [24, 0, "pending"],
  [0, 8, "pending"],
  [1, 8, "accepted"],
  [3, 24, "accepted"],
  [22, 7, "accepted"],
  [9, 13, "accepted"],
  [2, 15, "accepted"],
  [4, 18, "accepted"],
  [5, 19, "accepted"],
];

/** How many people like each post, by its index in DEMO_POSTS (then DEMO_MENTION_POSTS); the rest get 3. */
export const DEMO_LIKE_COUNTS: Record<number, number> = { 0: 14, 1: 6, 2: 11, 5: 9, 8: 7, 13: 12 };

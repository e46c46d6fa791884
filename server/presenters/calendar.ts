/** The member's calendar feed: its secret address, or null before they asked for one. */
export const presentCalendarFeed = (url: string | null) => ({ url });

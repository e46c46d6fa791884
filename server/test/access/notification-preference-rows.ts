import { type AccessCase, signedIn } from "./cases";

/** The member's own notification preferences (issue 10, item 3): no id in the path, always one's own. */
export const NOTIFICATION_PREFERENCE_ROWS: Record<string, AccessCase[]> = {
  "GET /api/me/notification-preferences": [
    {
      name: "own preferences",
      request: () => ({ path: "/api/me/notification-preferences" }),
      expect: signedIn(200),
    },
  ],
  "PATCH /api/me/notification-preferences": [
    {
      name: "switches and quiet hours",
      request: () => ({
        path: "/api/me/notification-preferences",
        body: { emailLikes: false, pushComments: true, quietHoursStart: "23:00", quietHoursEnd: "07:30" },
      }),
      expect: signedIn(200),
    },
    {
      name: "time zone and rhythm",
      request: () => ({
        path: "/api/me/notification-preferences",
        body: { timezone: "Europe/London", emailRhythm: "daily", digestHour: 7 },
      }),
      expect: signedIn(200),
    },
    {
      name: "an unknown time zone",
      request: () => ({ path: "/api/me/notification-preferences", body: { timezone: "Mars/Olympus_Mons" } }),
      expect: signedIn(422),
    },
  ],
};

import type { mailMessages } from "../db/schema";

type MailRow = typeof mailMessages.$inferSelect;

/** One kept e-mail in the local development mailbox (only its readers get here: see policies). */
export function presentMailMessage(row: MailRow) {
  return {
    id: row.id,
    to: row.toAddress,
    subject: row.subject,
    text: row.textBody,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A page of the mailbox, newest first, with the cursor of the next page. */
export function presentMailboxPage(rows: MailRow[], nextCursor: string | null) {
  return { messages: rows.map(presentMailMessage), nextCursor };
}

import { useEffect, useId, useState } from "react";
import { Link } from "react-router";
import { Button } from "../../components/ui/button";
import { FormBanner } from "../../components/ui/form-banner";
import { Input } from "../../components/ui/input";
import { ApiError } from "../../lib/api-client";
import { errorText } from "../../lib/error-text";
import { PageMeta } from "../../lib/page-meta";
import {
  KIOSK_STORAGE_KEY,
  type KioskEvent,
  type KioskVolunteer,
  useKioskAttendance,
  useKioskQuery,
  useKioskSearch,
} from "../../queries/kiosk";

/** A kiosk's answers that mean it is over: ended (401) or its host lost the right (403). */
const isOver = (error: unknown) =>
  error instanceof ApiError && (error.status === 401 || error.status === 403);

/**
 * /kiosk: a shared tablet at an event (issue 29). It holds the token the host opened it with (so a
 * reload keeps it), shows the event, lets a volunteer find their name and check in or out, and has
 * no way anywhere else. When the host ends it, it says so and forgets the token.
 */
export function KioskScene() {
  const [token, setToken] = useState(() => localStorage.getItem(KIOSK_STORAGE_KEY));
  const [over, setOver] = useState<string | null>(null);
  const end = (message: string) => {
    localStorage.removeItem(KIOSK_STORAGE_KEY);
    setToken(null);
    setOver(message);
  };
  return (
    <main className="mx-auto grid min-h-dvh max-w-2xl content-start gap-6 px-4 py-8">
      {token ? (
        <KioskScreen token={token} onOver={end} />
      ) : (
        <div className="grid gap-3">
          <PageMeta title="Kiosk" robots="noindex, nofollow" />
          <h1 className="text-2xl font-semibold">No kiosk on this device</h1>
          <p>{over ?? "A host opens one from an event's volunteers page."}</p>
          <p>
            <Link className="underline" to="/auth">
              Sign in
            </Link>
          </p>
        </div>
      )}
    </main>
  );
}

function KioskScreen({ token, onOver }: { token: string; onOver: (message: string) => void }) {
  const kiosk = useKioskQuery(token);
  useEffect(() => {
    if (kiosk.isError && isOver(kiosk.error)) onOver(kiosk.error.message);
  }, [kiosk.isError, kiosk.error, onOver]);
  if (kiosk.isPending) return <p className="text-muted-foreground">Loading...</p>;
  if (kiosk.isError)
    return <p className="text-destructive">{errorText(kiosk.error, "This kiosk cannot load.")}</p>;
  return <KioskSearch token={token} event={kiosk.data} onOver={onOver} />;
}

function KioskSearch({
  token,
  event,
  onOver,
}: {
  token: string;
  event: KioskEvent;
  onOver: (message: string) => void;
}) {
  const [q, setQ] = useState("");
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const search = useKioskSearch(token, q);
  const attendance = useKioskAttendance(token);
  const inputId = useId();
  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => setDone(null), 8000);
    return () => clearTimeout(timer);
  }, [done]);
  const act = async (volunteer: KioskVolunteer, action: "check-in" | "check-out") => {
    setError(null);
    try {
      await attendance.mutateAsync({ shiftId: volunteer.shiftId, userId: volunteer.userId, action });
      setDone(
        action === "check-in"
          ? `Welcome, ${volunteer.name}! You're checked in to ${volunteer.shiftName}.`
          : `Thank you, ${volunteer.name}! You're checked out.`,
      );
      setQ("");
    } catch (caught) {
      if (isOver(caught)) onOver((caught as ApiError).message);
      else setError(errorText(caught, "Could not check you in. Please ask a host."));
    }
  };
  const clock = (iso: string) =>
    new Intl.DateTimeFormat("en-US", { timeZone: event.timeZone, hour: "numeric", minute: "2-digit" }).format(
      new Date(iso),
    );
  const matches = search.data ?? [];
  return (
    <div className="grid gap-5">
      <PageMeta title={`Kiosk · ${event.name}`} robots="noindex, nofollow" />
      <div className="grid gap-1">
        <p className="text-sm text-muted-foreground">Volunteer check-in kiosk</p>
        <h1 className="break-words text-3xl font-semibold">{event.name}</h1>
      </div>
      <div aria-live="polite" className="min-h-6">
        {done && <p className="text-lg font-medium text-primary">{done}</p>}
      </div>
      <div className="grid gap-2">
        <label htmlFor={inputId} className="text-lg font-medium">
          Find your name
        </label>
        <Input
          id={inputId}
          value={q}
          onChange={(change) => setQ(change.target.value)}
          placeholder="Type your first or last name"
          autoComplete="off"
          className="h-12 text-lg"
        />
      </div>
      <FormBanner message={error} />
      {q.trim().length >= 2 && search.isSuccess && matches.length === 0 && (
        <p>Nobody of that name is on a shift now. Ask a host for help.</p>
      )}
      {search.isError && <p className="text-destructive">{errorText(search.error, "Could not search.")}</p>}
      {matches.length > 0 && (
        <ul className="grid gap-2" aria-label="Volunteers found">
          {matches.map((volunteer) => (
            <li
              key={`${volunteer.userId}-${volunteer.shiftId}`}
              className="flex flex-wrap items-center justify-between gap-3 rounded-md border p-3"
            >
              <div className="grid min-w-0">
                <span className="text-lg font-medium">{volunteer.name}</span>
                <span className="text-sm text-muted-foreground">
                  {volunteer.shiftName}, {clock(volunteer.startTime)}–{clock(volunteer.endTime)}
                </span>
              </div>
              {volunteer.state === "checkedIn" ? (
                <Button size="lg" onClick={() => act(volunteer, "check-out")} disabled={attendance.isPending}>
                  Check out {volunteer.name}
                </Button>
              ) : (
                <Button size="lg" onClick={() => act(volunteer, "check-in")} disabled={attendance.isPending}>
                  Check in {volunteer.name}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

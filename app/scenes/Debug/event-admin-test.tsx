import { useSearchParams } from "react-router";
import { ScrollingTable } from "../../components/ui/scrolling-table";
import { useEventExplanationQuery } from "../../queries/debug";
import { ForbiddenScene } from "../Forbidden";
import { DebugFrame, isForbidden, QueryError } from "./frame";
import { SearchPicker } from "./search-picker";

/** /debug/event-admin-test: every permission decision for one member on one event, and its rule. */
export function EventAdminTestScene() {
  const [params, setParams] = useSearchParams();
  const eventId = params.get("eventId") ?? "";
  const userId = params.get("userId") ?? "";
  const set = (key: string, value: string) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      next.set(key, value);
      return next;
    });
  const explanation = useEventExplanationQuery(eventId, userId);
  if (isForbidden(explanation.error)) return <ForbiddenScene />;
  const data = explanation.data;
  return (
    <DebugFrame
      title="Event permissions"
      intro="Pick an event and a member: every decision the policies make for that member there, and the rule that made it."
    >
      <div className="grid gap-4 md:grid-cols-2">
        <SearchPicker label="Event" kinds={["event"]} value={eventId} onChange={(v) => set("eventId", v)} />
        <SearchPicker label="Member" kinds={["user"]} value={userId} onChange={(v) => set("userId", v)} />
      </div>
      <QueryError error={explanation.error} />
      {data && (
        <>
          <section aria-labelledby="standing" className="rounded-md border p-4 text-sm">
            <h2 id="standing" className="text-lg font-semibold">
              {data.member.name} on {data.event.name}
            </h2>
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 [&>dd]:min-w-0 [&>dd]:break-all">
              <dt>Member</dt>
              <dd>
                {data.member.id}
                {data.member.email ? ` · ${data.member.email}` : ""}
                {data.member.isPlatformAdmin ? " · platform admin" : ""}
              </dd>
              <dt>Event</dt>
              <dd>
                {data.event.id} · {data.event.visibility}
                {data.event.organiserName ? ` · organised by ${data.event.organiserName}` : ""}
              </dd>
              <dt>Membership</dt>
              <dd>
                {data.standing.membership
                  ? `${data.standing.membership.role} (${data.standing.membership.status})`
                  : "none"}
              </dd>
              <dt>Inherited</dt>
              <dd>{data.standing.inheritedRole ?? "none"}</dd>
              <dt>Host</dt>
              <dd>{data.standing.isHost ? "yes" : "no"}</dd>
              <dt>Effective role</dt>
              <dd>{data.standing.effectiveRole ?? "none"}</dd>
              <dt>Registered</dt>
              <dd>{data.standing.registered ? "yes" : "no"}</dd>
            </dl>
          </section>
          {data.sections.map((section) => (
            <ScrollingTable key={section.title} label={section.title}>
              <table className="w-full text-left text-sm">
                <caption className="text-left">
                  <h2 className="text-lg font-semibold">{section.title}</h2>
                  <span className="text-xs text-muted-foreground">server/policies/{section.policy}</span>
                </caption>
                <thead>
                  <tr className="border-b">
                    <th scope="col" className="py-1 pr-3">
                      Action
                    </th>
                    <th scope="col" className="py-1 pr-3">
                      Decision
                    </th>
                    <th scope="col" className="py-1">
                      Rule
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {section.decisions.map((decision) => (
                    <tr key={`${decision.action}-${decision.on ?? ""}`} className="border-b align-top">
                      <td className="py-1 pr-3 font-mono">
                        {decision.action}
                        {decision.on ? ` on ${decision.on}` : ""}
                      </td>
                      <td
                        className={`py-1 pr-3 font-medium ${decision.allowed ? "text-green-700" : "text-destructive"}`}
                      >
                        {decision.allowed ? "Allowed" : "Refused"}
                      </td>
                      <td className="py-1">{decision.rule}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollingTable>
          ))}
        </>
      )}
    </DebugFrame>
  );
}

import type { MobileDiagnostics } from "../../queries/mobile-diagnostics";

/** "Shown" or "Hidden", in words and in colour. */
function Verdict({ shown }: { shown: boolean }) {
  return shown ? (
    <span className="font-medium text-primary">Shown</span>
  ) : (
    <span className="text-muted-foreground">Hidden</span>
  );
}

/** Spec §2's tab bar rule for each sample path, as the server worked it out with the bar's own rule. */
export function RuleTable({ rows }: { rows: MobileDiagnostics["tabBar"] }) {
  return (
    <div className="overflow-x-auto rounded-md border">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">
          Where the tab bar shows, for a signed-in member and for a visitor
        </caption>
        <thead className="bg-muted/60">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">
              Path
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Signed-in member
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Visitor
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.path} className="border-t">
              <th scope="row" className="px-3 py-1.5 font-mono font-normal">
                {row.path}
              </th>
              <td className="px-3 py-1.5">
                <Verdict shown={row.member} />
              </td>
              <td className="px-3 py-1.5">
                <Verdict shown={row.visitor} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

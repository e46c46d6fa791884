import { useState } from "react";
import { Link } from "react-router";
import { PRODUCT_NAME } from "../../shared/brand";
import { useQueryAfterPaint } from "../hooks/use-query-after-paint";

const LOCAL_LOGO = "/logo.svg";
const loadLogoQuery = () => import("../queries/site").then((m) => m.siteLogoQueryOptions);

/**
 * The logo chain of spec §2: the uploaded logo (signed link), then the bundled image, then the
 * product name as text; each step is taken when the one before fails to load.
 */
export function Logo({ to = "/", compact = false }: { to?: string; compact?: boolean }) {
  const signedUrl = useQueryAfterPaint(loadLogoQuery);
  const [failed, setFailed] = useState<string[]>([]);
  const candidates = [signedUrl, LOCAL_LOGO].filter(
    (src): src is string => Boolean(src) && !failed.includes(src as string),
  );
  const src = candidates[0];
  return (
    <Link
      to={to}
      className="flex items-center gap-2 rounded-md font-semibold"
      aria-label={`${PRODUCT_NAME} home`}
    >
      {src && (
        <img
          key={src}
          src={src}
          alt=""
          width={32}
          height={32}
          className="size-8 rounded-md"
          onError={() => setFailed((list) => [...list, src])}
          data-testid="logo-image"
        />
      )}
      {/* A compact logo (the signed-in header at phone widths) keeps the name for larger screens. */}
      <span className={compact && src ? "hidden text-lg tracking-tight sm:inline" : "text-lg tracking-tight"}>
        {PRODUCT_NAME}
      </span>
    </Link>
  );
}

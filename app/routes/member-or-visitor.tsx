import { createContext, type ReactNode, useContext, useEffect, useState } from "react";
import { useQueryAfterPaint } from "../hooks/use-query-after-paint";
import { rememberSignedIn, wasSignedIn } from "../lib/signed-in-hint";

const loadMeQuery = () => import("../queries/me").then((m) => m.meQueryOptions);

const SignedInHere = createContext(false);

/**
 * A path with a page for visitors and another for members (decisions.md: `/communities` is the
 * marketing index for visitors and the communities directory for members). The visitors' one
 * renders first on a fresh load (it is the prerendered HTML the browser hydrates); once the
 * session is known a member gets theirs. `member` and `visitor` are the frames (layouts); the
 * page inside picks its side with `MemberOrVisitorPage`, so both always agree.
 */
export function MemberOrVisitor({ member, visitor }: { member: ReactNode; visitor: ReactNode }) {
  const me = useQueryAfterPaint(loadMeQuery);
  const [signedIn, setSignedIn] = useState(wasSignedIn);
  useEffect(() => {
    if (me === undefined) return;
    rememberSignedIn(Boolean(me));
    setSignedIn(Boolean(me));
  }, [me]);
  return <SignedInHere.Provider value={signedIn}>{signedIn ? member : visitor}</SignedInHere.Provider>;
}

/** The page of such a path, on the same side as its frame. */
export function MemberOrVisitorPage({ member, visitor }: { member: ReactNode; visitor: ReactNode }) {
  return useContext(SignedInHere) ? member : visitor;
}

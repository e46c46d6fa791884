/**
 * A policy's answer with the rule that gave it, in words (issue 31, /debug/event-admin-test). A
 * policy that explains itself writes its rule once, as an `explainOn…` function, and its `canOn…`
 * is that function's `allowed`: the explanation cannot drift from the decision.
 */
export interface Decision {
  allowed: boolean;
  /** Why, as a sentence a platform admin reads: the rule and, where it matters, what it found. */
  rule: string;
}

export const decide = (allowed: boolean, rule: string): Decision => ({ allowed, rule });
export const allow = (rule: string): Decision => ({ allowed: true, rule });
export const deny = (rule: string): Decision => ({ allowed: false, rule });

/** A decision that rests on another one: `because` says what was asked, then the other's rule. */
export const resting = (because: string, inner: Decision): Decision => ({
  allowed: inner.allowed,
  rule: `${because} ${inner.rule}`,
});

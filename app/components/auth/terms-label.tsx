/** "I agree to the Terms of Service and the Privacy Policy", both opening in a new tab (spec §2). */
export function TermsAgreementLabel({ htmlFor }: { htmlFor: string }) {
  return (
    <label htmlFor={htmlFor} className="text-sm">
      I agree to the{" "}
      <a href="/terms-of-service" target="_blank" rel="noopener" className="text-primary underline">
        Terms of Service
      </a>{" "}
      and the{" "}
      <a href="/privacy-policy" target="_blank" rel="noopener" className="text-primary underline">
        Privacy Policy
      </a>
    </label>
  );
}

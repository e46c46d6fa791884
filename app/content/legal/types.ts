/** One titled section of a legal document. */
export interface LegalSection {
  heading: string;
  paragraphs: string[];
}

/** The privacy policy or the terms of service, rendered by the legal page template. */
export interface LegalDocument {
  title: string;
  /** The version members agree to, recorded with their agreement (e.g. "1.0"). */
  version: string;
  /** ISO date, YYYY-MM-DD. */
  effectiveDate: string;
  intro: string;
  sections: LegalSection[];
}

import type { LegalDocument } from "../../content/legal/types";
import { PageMeta } from "../../lib/page-meta";

/** The privacy policy and the terms of service, from their documents in content/legal. */
export function LegalScene({ document, path }: { document: LegalDocument; path: string }) {
  const effective = new Date(`${document.effectiveDate}T00:00:00Z`).toLocaleDateString("en-US", {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });
  return (
    <article className="mx-auto max-w-3xl px-4 py-14">
      <PageMeta title={document.title} description={document.intro.slice(0, 155)} path={path} />
      <h1 className="text-3xl font-bold tracking-tight md:text-4xl">{document.title}</h1>
      <p className="mt-2 text-sm text-muted-foreground">
        Version {document.version}, effective {effective}
      </p>
      <p className="mt-6 text-lg">{document.intro}</p>
      {document.sections.map((section, index) => (
        <section key={section.heading} aria-labelledby={`section-${index}`} className="mt-10">
          <h2 id={`section-${index}`} className="text-xl font-semibold">
            {section.heading}
          </h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 40)} className="mt-3 leading-relaxed text-muted-foreground">
              {paragraph}
            </p>
          ))}
        </section>
      ))}
    </article>
  );
}

import type { ReactNode } from "react";
import { KNOWN_EXCEPTIONS, accessibilityStatement as statement } from "../../content/accessibility/statement";
import { PageMeta } from "../../lib/page-meta";

const reviewed = new Date(`${statement.lastReviewed}T00:00:00Z`).toLocaleDateString("en-US", {
  year: "numeric",
  month: "long",
  day: "numeric",
  timeZone: "UTC",
});

/** A titled part of the statement; its heading names it for assistive technology. */
function Section({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="text-xl font-semibold">
        {heading}
      </h2>
      {children}
    </section>
  );
}

const paragraph = "mt-3 leading-relaxed text-muted-foreground";

/**
 * /accessibility: the accessibility statement schools file (issue 27 item 10). Its exceptions are
 * the data that docs/accessibility-conformance-report.md is tested against.
 */
export function AccessibilityScene() {
  const mail = `mailto:${statement.contactEmail}`;
  return (
    <article className="mx-auto max-w-3xl px-4 py-14">
      <PageMeta
        title={statement.title}
        description="The accessibility standard Common Ground meets (WCAG 2.2 level AA), how it is tested, known exceptions and whom to contact."
        path="/accessibility"
      />
      <h1 className="text-3xl font-bold tracking-tight md:text-4xl">{statement.title}</h1>
      <p className="mt-2 text-sm text-muted-foreground">Last reviewed on {reviewed}</p>
      <p className="mt-6 text-lg">{statement.intro}</p>

      <Section id="standard" heading="The standard we meet">
        {statement.standard.map((text) => (
          <p key={text.slice(0, 40)} className={paragraph}>
            {text}
          </p>
        ))}
      </Section>

      <Section id="testing" heading="How we test">
        <ul className="mt-3 grid list-disc gap-2 pl-5 leading-relaxed text-muted-foreground">
          {statement.testing.map((text) => (
            <li key={text.slice(0, 40)}>{text}</li>
          ))}
        </ul>
      </Section>

      <Section id="known-exceptions" heading="Known exceptions">
        <p className={paragraph}>{statement.exceptionsIntro}</p>
        <ul aria-labelledby="known-exceptions" className="mt-3 grid gap-4">
          {KNOWN_EXCEPTIONS.map((exception) => (
            <li key={exception.title} className="leading-relaxed">
              <strong className="font-semibold">{exception.title}.</strong>{" "}
              <span className="text-muted-foreground">{exception.detail}</span>
              {exception.criteria.length > 0 && (
                <span className="text-muted-foreground"> (WCAG {exception.criteria.join(", ")})</span>
              )}
            </li>
          ))}
        </ul>
      </Section>

      <Section id="contact" heading="Tell us about a problem">
        <p className={paragraph}>{statement.contact[0]}</p>
        <p className="mt-3">
          E-mail:{" "}
          <a href={mail} className="font-medium text-primary underline">
            {statement.contactEmail}
          </a>
        </p>
        {statement.contact.slice(1).map((text) => (
          <p key={text.slice(0, 40)} className={paragraph}>
            {text}
          </p>
        ))}
      </Section>
    </article>
  );
}

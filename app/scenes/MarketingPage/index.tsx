import { use } from "react";
import { Link, useParams } from "react-router";
import { ComingSoonBadge } from "../../components/marketing/coming-soon-badge";
import { ProductIllustration } from "../../components/marketing/illustrations";
import { MarketingIcon } from "../../components/marketing/marketing-icon";
import { StepList } from "../../components/marketing/step-list";
import { Button } from "../../components/ui/button";
import {
  findMarketingPage,
  type MarketingEntry,
  type MarketingSection,
  marketingPageByPath,
  marketingPath,
} from "../../content/marketing";
import { loadMarketingPage, pageBodyModule } from "../../content/marketing/load-page";
import { SECTION_LABELS } from "../../content/marketing/section-labels";
import { PageMeta } from "../../lib/page-meta";
import { useRenderedModule } from "../../lib/rendered-modules";
import { NotFoundScene } from "../NotFound";

/** The one template behind every benefit, feature and community page. */
export function MarketingPageScene({ section }: { section: MarketingSection }) {
  const { slug = "" } = useParams();
  const entry = findMarketingPage(section, slug);
  if (!entry) return <NotFoundScene />;
  return <MarketingPageContent key={slug} entry={entry} />;
}

/** A page once its body has loaded (the nearest Suspense boundary waits for it). */
function MarketingPageContent({ entry }: { entry: MarketingEntry }) {
  useRenderedModule(pageBodyModule(entry));
  const page = use(loadMarketingPage(entry));
  const { section } = page;
  const path = marketingPath(page);
  const sectionLabel = SECTION_LABELS[section];

  return (
    <article>
      <PageMeta title={page.title} description={page.metaDescription} path={path} />
      <section className="border-b bg-gradient-to-b from-accent/60 to-background">
        <div className="mx-auto max-w-5xl px-4 py-14 md:py-20">
          <nav aria-label="Breadcrumb" className="mb-6 text-sm text-muted-foreground">
            <Link to={`/${section}`} className="hover:underline">
              {sectionLabel}
            </Link>
            <span aria-hidden="true"> / </span>
            <span aria-current="page">{page.menuTitle}</span>
          </nav>
          <div className="grid items-center gap-10 lg:grid-cols-[minmax(0,1fr)_22rem]">
            <div className="min-w-0">
              <div className="flex flex-wrap items-center gap-3">
                <MarketingIcon name={page.icon} size="lg" />
                {page.coming && <ComingSoonBadge large />}
              </div>
              <h1 className="mt-4 text-3xl font-bold tracking-tight md:text-5xl">{page.title}</h1>
              {page.coming && (
                <p className="mt-4 max-w-2xl font-medium">
                  Common Ground does not do this yet. This page describes what we are building; join the beta
                  to hear when it is ready.
                </p>
              )}
              <p className="mt-5 max-w-2xl text-lg text-muted-foreground">{page.lead}</p>
              <div className="mt-8 flex flex-wrap gap-3">
                <Button size="lg" asChild>
                  <Link to="/register">Get Started</Link>
                </Button>
                <Button size="lg" variant="outline" asChild>
                  <Link to="/beta-signup">Join the Beta</Link>
                </Button>
              </div>
            </div>
            {page.illustration && !page.coming && (
              <ProductIllustration name={page.illustration} className="mx-auto max-w-sm lg:max-w-none" />
            )}
          </div>
        </div>
      </section>

      <section aria-labelledby="highlights" className="mx-auto max-w-5xl px-4 py-14">
        <h2 id="highlights" className="text-2xl font-semibold">
          What you get
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {page.highlights.map((item) => (
            <li key={item.title} className="rounded-lg border bg-card p-5">
              {item.coming && <ComingSoonBadge className="mb-2" />}
              <h3 className="font-semibold">{item.title}</h3>
              <p className="mt-2 text-sm text-muted-foreground">{item.body}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="how-it-works" className="bg-muted/50">
        <div className="mx-auto max-w-5xl px-4 py-14">
          <h2 id="how-it-works" className="text-2xl font-semibold">
            How it works
          </h2>
          <StepList steps={page.steps} card className="mt-6 gap-4 md:grid-cols-2" />
        </div>
      </section>

      <section aria-labelledby="use-cases" className="mx-auto max-w-5xl px-4 py-14">
        <h2 id="use-cases" className="text-2xl font-semibold">
          In practice
        </h2>
        <div className="mt-6 grid gap-4 md:grid-cols-3">
          {page.useCases.map((useCase) => (
            <div key={useCase.title} className="rounded-lg border-l-4 border-primary bg-card p-5 shadow-sm">
              {useCase.coming && <ComingSoonBadge className="mb-2" />}
              <h3 className="font-semibold">{useCase.title}</h3>
              <p className="mt-2 text-sm text-muted-foreground">{useCase.body}</p>
            </div>
          ))}
        </div>
      </section>

      <section aria-labelledby="faq" className="mx-auto max-w-3xl px-4 pb-14">
        <h2 id="faq" className="text-2xl font-semibold">
          Questions
        </h2>
        <div className="mt-6 divide-y rounded-lg border">
          {page.faq.map((entry) => (
            <details key={entry.question} className="group p-5">
              <summary className="cursor-pointer font-medium">
                {entry.question}
                {entry.coming && <ComingSoonBadge className="ml-2 align-middle" />}
              </summary>
              <p className="mt-2 text-sm text-muted-foreground">{entry.answer}</p>
            </details>
          ))}
        </div>
      </section>

      <section aria-labelledby="related" className="mx-auto max-w-5xl px-4 pb-14">
        <h2 id="related" className="text-xl font-semibold">
          Related
        </h2>
        <ul className="mt-4 grid gap-3 sm:grid-cols-3">
          {page.related.map((relatedPath) => {
            const related = marketingPageByPath(relatedPath);
            if (!related) return null;
            return (
              <li key={relatedPath}>
                <Link
                  to={relatedPath}
                  className="flex items-center gap-3 rounded-lg border p-4 hover:bg-muted"
                >
                  <MarketingIcon name={related.icon} />
                  <span className="grid">
                    <span className="flex flex-wrap items-center gap-x-2 gap-y-1 font-medium">
                      {related.menuTitle}
                      {related.coming && <ComingSoonBadge />}
                    </span>
                    <span className="text-xs text-muted-foreground">{related.menuDescription}</span>
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      </section>

      <section className="bg-primary text-primary-foreground">
        <div className="mx-auto flex max-w-4xl flex-col items-start gap-4 px-4 py-12 md:flex-row md:items-center md:justify-between">
          <div>
            <h2 className="text-2xl font-semibold">{page.cta.title}</h2>
            <p className="mt-2 max-w-xl opacity-90">{page.cta.body}</p>
          </div>
          <Button size="lg" variant="secondary" asChild>
            <Link to="/beta-signup">Join the Beta</Link>
          </Button>
        </div>
      </section>
    </article>
  );
}

import { LinkCardGrid } from "../../components/marketing/link-card-grid";
import {
  type MarketingSection,
  marketingPath,
  pagesBySection,
  sectionIndexes,
} from "../../content/marketing";
import { PageMeta } from "../../lib/page-meta";

/** /benefits, /features and /communities: the section's lead and a card per page. */
export function SectionIndexScene({ section }: { section: MarketingSection }) {
  const index = sectionIndexes[section];
  const pages = pagesBySection[section];
  return (
    <div>
      <PageMeta title={index.title} description={index.metaDescription} path={`/${section}`} />
      <section className="border-b bg-gradient-to-b from-accent/60 to-background">
        <div className="mx-auto max-w-5xl px-4 py-14 md:py-20">
          <p className="text-sm font-semibold uppercase tracking-wide text-primary">{index.label}</p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight md:text-5xl">{index.title}</h1>
          <p className="mt-5 max-w-2xl text-lg text-muted-foreground">{index.lead}</p>
        </div>
      </section>
      <section aria-label={index.label} className="mx-auto max-w-6xl px-4 py-14">
        <LinkCardGrid
          className="sm:grid-cols-2 lg:grid-cols-3"
          items={pages.map((page) => ({
            href: marketingPath(page),
            icon: page.icon,
            coming: page.coming,
            title: page.menuTitle,
            body: page.menuDescription,
          }))}
        />
      </section>
    </div>
  );
}

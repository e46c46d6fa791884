import { useEffect } from "react";
import { Link, useNavigate } from "react-router";
import { EventShiftsIllustration, FeedPostIllustration } from "../../components/marketing/illustrations";
import { LinkCardGrid } from "../../components/marketing/link-card-grid";
import { StepList } from "../../components/marketing/step-list";
import { Button } from "../../components/ui/button";
import { landing } from "../../content/marketing/landing";
import { useQueryAfterPaint } from "../../hooks/use-query-after-paint";
import { PageMeta } from "../../lib/page-meta";

const loadMeQuery = () => import("../../queries/me").then((m) => m.meQueryOptions);

/** The public home page `/`. */
export function LandingScene() {
  const { hero, features, audiences, howItWorks, trust, closing } = landing;
  const me = useQueryAfterPaint(loadMeQuery);
  const navigate = useNavigate();
  // Spec §2: a signed-in member's home is the dashboard.
  useEffect(() => {
    if (me) navigate("/dashboard", { replace: true });
  }, [me, navigate]);
  return (
    <div>
      <PageMeta title={landing.pageTitle} description={landing.metaDescription} path="/" />
      <section className="border-b bg-gradient-to-b from-accent/70 via-background to-background">
        <div className="mx-auto max-w-5xl px-4 py-16 text-center md:py-24">
          <p className="inline-block rounded-full border bg-background px-3 py-1 text-sm font-medium text-primary">
            {hero.eyebrow}
          </p>
          <h1 className="mx-auto mt-6 max-w-3xl text-4xl font-bold tracking-tight md:text-6xl">
            {hero.title}
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg text-muted-foreground">{hero.subtitle}</p>
          <div className="mt-10 flex flex-wrap justify-center gap-3">
            <Button size="lg" asChild>
              <Link to={hero.primaryCta.href}>{hero.primaryCta.label}</Link>
            </Button>
            <Button size="lg" variant="outline" asChild>
              <Link to={hero.secondaryCta.href}>{hero.secondaryCta.label}</Link>
            </Button>
          </div>
          {/* What members see: an event's volunteer shifts and a group's feed (drawn, not photographed). */}
          <div className="mx-auto mt-14 grid max-w-4xl gap-6 text-left sm:grid-cols-2">
            <EventShiftsIllustration className="drop-shadow-lg" />
            <FeedPostIllustration className="hidden drop-shadow-lg sm:block" />
          </div>
        </div>
      </section>

      <section aria-labelledby="landing-features" className="mx-auto max-w-6xl px-4 py-16">
        <h2 id="landing-features" className="text-3xl font-semibold tracking-tight">
          {features.heading}
        </h2>
        <p className="mt-3 max-w-2xl text-muted-foreground">{features.lead}</p>
        <LinkCardGrid items={features.items} className="mt-8 sm:grid-cols-2 lg:grid-cols-3" />
      </section>

      <section aria-labelledby="landing-audiences" className="bg-muted/50">
        <div className="mx-auto max-w-6xl px-4 py-16">
          <h2 id="landing-audiences" className="text-3xl font-semibold tracking-tight">
            {audiences.heading}
          </h2>
          <p className="mt-3 max-w-2xl text-muted-foreground">{audiences.lead}</p>
          <LinkCardGrid items={audiences.items} className="mt-8 sm:grid-cols-2 lg:grid-cols-5" />
        </div>
      </section>

      <section aria-labelledby="landing-how" className="mx-auto max-w-5xl px-4 py-16">
        <h2 id="landing-how" className="text-3xl font-semibold tracking-tight">
          {howItWorks.heading}
        </h2>
        <StepList steps={howItWorks.steps} className="mt-8 gap-6 md:grid-cols-3" />
      </section>

      <section aria-labelledby="landing-trust" className="border-y bg-card">
        <div className="mx-auto max-w-5xl px-4 py-16">
          <h2 id="landing-trust" className="text-3xl font-semibold tracking-tight">
            {trust.heading}
          </h2>
          <p className="mt-3 max-w-2xl text-muted-foreground">{trust.lead}</p>
          <ul className="mt-8 grid gap-6 md:grid-cols-3">
            {trust.points.map((point) => (
              <li key={point.title}>
                <h3 className="font-semibold">{point.title}</h3>
                <p className="mt-2 text-sm text-muted-foreground">{point.body}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="bg-primary text-primary-foreground">
        <div className="mx-auto flex max-w-5xl flex-col items-center gap-5 px-4 py-16 text-center">
          <h2 className="text-3xl font-semibold tracking-tight">{closing.title}</h2>
          <p className="max-w-2xl opacity-90">{closing.body}</p>
          <div className="flex flex-wrap justify-center gap-3">
            <Button size="lg" variant="secondary" asChild>
              <Link to={closing.primaryCta.href}>{closing.primaryCta.label}</Link>
            </Button>
            <Button size="lg" variant="inverse" asChild>
              <Link to={closing.secondaryCta.href}>{closing.secondaryCta.label}</Link>
            </Button>
          </div>
        </div>
      </section>
    </div>
  );
}

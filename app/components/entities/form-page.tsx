import type { ReactNode } from "react";
import { PageMeta } from "../../lib/page-meta";
import { Breadcrumb } from "./entity-page-parts";

/** A create or edit page of a group, partnership or event: breadcrumb, title and the form's card. */
export function FormPage({
  title,
  crumbs,
  children,
}: {
  title: string;
  crumbs: { label: string; to?: string }[];
  children: ReactNode;
}) {
  return (
    <div className="mx-auto grid max-w-2xl gap-4 px-4 py-6">
      <PageMeta title={title} robots="noindex, nofollow" />
      <Breadcrumb crumbs={crumbs} />
      <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
      <div className="rounded-lg border bg-card p-4 sm:p-6">{children}</div>
    </div>
  );
}

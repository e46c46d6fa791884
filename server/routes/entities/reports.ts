import { type Context, Hono } from "hono";
import type { EntityType } from "../../../shared/enums";
import { entityIdParamSchema } from "../../../shared/schemas/ids";
import type { CommunityType } from "../../../shared/schemas/lists";
import { reportCsvQuerySchema, reportQuerySchema, valueRateSchema } from "../../../shared/schemas/reports";
import { setValueRate } from "../../commands/volunteering/value-rates";
import type { AppEnv } from "../../context";
import { enforceMemberLimit } from "../../limits/refuse";
import { requireSession } from "../../middleware/session";
import { validate } from "../../middleware/validate";
import { authorize, can } from "../../policies";
import { presentImpactReport, presentValueRate, presentValueRates } from "../../presenters/impact-report";
import { listValueRates } from "../../queries/value-rates";
import { contentDisposition } from "../../storage/download-headers";
import { buildImpactReport } from "../../volunteering/impact-report";
import { reportCsv, reportFileName, reportPdf } from "../../volunteering/report-files";
import { loadEntity } from "./load";

function setDownloadHeaders(c: Context, fileName: string, contentType: string) {
  c.header("content-type", contentType);
  c.header("content-disposition", contentDisposition("attachment", fileName));
  c.header("cache-control", "private, no-store");
}

/**
 * A group's or partnership's hourly value of volunteer time (issue 30): its admins and owners
 * (and, inherited, its parents') read the history and set a new rate, which verified hours keep
 * from then on.
 */
export function valueRateRoutes(type: CommunityType) {
  return new Hono<AppEnv>()
    .get("/:id/value-rates", requireSession, validate("param", entityIdParamSchema), async (c) => {
      const { db } = c.var.deps;
      const ref = { type, id: c.req.valid("param").id };
      const access = await loadEntity(db, c.var.member, ref);
      authorize(c.var.member, "viewReports", access);
      return c.json(
        presentValueRates(await listValueRates(db, ref), new Date(), {
          set: can(c.var.member, "update", access),
        }),
      );
    })
    .post(
      "/:id/value-rates",
      requireSession,
      validate("param", entityIdParamSchema),
      validate("json", valueRateSchema),
      async (c) => {
        const { db } = c.var.deps;
        const ref = { type, id: c.req.valid("param").id };
        authorize(c.var.member, "update", await loadEntity(db, c.var.member, ref));
        await enforceMemberLimit(c, "valueRate");
        const row = await setValueRate(db, c.var.member.id, ref, c.req.valid("json"));
        return c.json({ rate: presentValueRate(row) }, 201);
      },
    );
}

/**
 * The impact report of a group, partnership or event for a period (issue 30), with everything
 * below it: for its admins and owners (an event's host too) and, inherited, its parents' and its
 * organiser's; as JSON for the page, each table as CSV, and the whole as a PDF.
 */
export function reportRoutes(type: EntityType) {
  return new Hono<AppEnv>()
    .get(
      "/:id/report",
      requireSession,
      validate("param", entityIdParamSchema),
      validate("query", reportQuerySchema),
      async (c) => {
        const { db } = c.var.deps;
        const ref = { type, id: c.req.valid("param").id };
        authorize(c.var.member, "viewReports", await loadEntity(db, c.var.member, ref));
        return c.json(
          presentImpactReport(await buildImpactReport(db, ref, c.req.valid("query"), new Date())),
        );
      },
    )
    .get(
      "/:id/report/csv",
      requireSession,
      validate("param", entityIdParamSchema),
      validate("query", reportCsvQuerySchema),
      async (c) => {
        const { db } = c.var.deps;
        const ref = { type, id: c.req.valid("param").id };
        authorize(c.var.member, "viewReports", await loadEntity(db, c.var.member, ref));
        const { table, ...period } = c.req.valid("query");
        const report = await buildImpactReport(db, ref, period, new Date());
        setDownloadHeaders(c, reportFileName(report, `-${table}`, "csv"), "text/csv; charset=utf-8");
        return c.body(reportCsv(report, table));
      },
    )
    .get(
      "/:id/report/pdf",
      requireSession,
      validate("param", entityIdParamSchema),
      validate("query", reportQuerySchema),
      async (c) => {
        const { db } = c.var.deps;
        const ref = { type, id: c.req.valid("param").id };
        authorize(c.var.member, "viewReports", await loadEntity(db, c.var.member, ref));
        await enforceMemberLimit(c, "reportPdf");
        const now = new Date();
        const report = await buildImpactReport(db, ref, c.req.valid("query"), now);
        setDownloadHeaders(c, reportFileName(report, "", "pdf"), "application/pdf");
        return c.body(reportPdf(report, c.var.deps.config.APP_NAME, now));
      },
    );
}

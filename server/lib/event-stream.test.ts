import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { type EventStream, eventStream } from "./event-stream";

/** An app with one stream route; `opened` receives each stream as its route starts it. */
function streamApp(onStart: (stream: EventStream) => void) {
  let unsubscribed = 0;
  const app = new Hono().get("/stream", (c) =>
    eventStream(c, async (stream) => {
      await stream.send({ event: "ready", id: "1", data: "{}" });
      onStart(stream);
      return () => {
        unsubscribed += 1;
      };
    }),
  );
  return { app, unsubscribed: () => unsubscribed };
}

async function readAll(response: Response): Promise<string> {
  return new Response(response.body).text();
}

describe("eventStream", () => {
  it("writes events in the order they were sent, then ends once when the route closes it", async () => {
    const { app, unsubscribed } = streamApp((stream) => {
      void stream.send({ event: "one", data: "1" });
      void stream.send({ event: "two", id: "2", data: "2" });
      void stream.send({ event: "three", data: "3" }).then(() => stream.close());
    });
    const response = await app.request("/stream");
    expect(response.headers.get("content-type")).toContain("text/event-stream");
    const text = await readAll(response);
    expect(text.indexOf("event: ready")).toBeLessThan(text.indexOf("event: one"));
    expect(text.indexOf("event: one")).toBeLessThan(text.indexOf("event: two"));
    expect(text.indexOf("event: two")).toBeLessThan(text.indexOf("event: three"));
    expect(text).toContain("id: 2");
    await expect.poll(unsubscribed).toBe(1);
  });

  it("unsubscribes once when the browser goes away, and sends nothing after", async () => {
    let opened: EventStream | null = null;
    const { app, unsubscribed } = streamApp((stream) => {
      opened = stream;
    });
    const response = await app.request("/stream");
    const reader = response.body?.getReader();
    const first = await reader?.read();
    expect(new TextDecoder().decode(first?.value)).toContain("event: ready");
    await reader?.cancel();
    await expect.poll(unsubscribed).toBe(1);
    await (opened as EventStream | null)?.send({ event: "late", data: "{}" });
    expect(unsubscribed()).toBe(1);
  });
});

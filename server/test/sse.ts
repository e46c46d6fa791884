/** One server-sent event as a browser's EventSource would dispatch it. */
export interface SseEvent {
  event: string;
  id: string | null;
  data: string;
}

/**
 * Reads a `text/event-stream` response event by event: `next(ms)` resolves with the next event
 * (comments skipped) or rejects after `ms`; `close()` cuts the connection, as a dropped network
 * would.
 */
export function readEvents(response: Response) {
  if (!response.body) throw new Error("the response has no body");
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  const queue: SseEvent[] = [];
  // A read outlives a timed-out wait: the next wait takes its chunk instead of losing it.
  let reading: Promise<ReadableStreamReadResult<Uint8Array>> | null = null;

  const parse = () => {
    for (let end = buffer.indexOf("\n\n"); end >= 0; end = buffer.indexOf("\n\n")) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const event: SseEvent = { event: "message", id: null, data: "" };
      let data: string[] = [];
      for (const line of block.split("\n")) {
        if (line.startsWith(":")) continue;
        const [field, ...rest] = line.split(":");
        const value = rest.join(":").replace(/^ /, "");
        if (field === "event") event.event = value;
        else if (field === "id") event.id = value;
        else if (field === "data") data = [...data, value];
      }
      if (!data.length && event.id === null && event.event === "message") continue;
      event.data = data.join("\n");
      queue.push(event);
    }
  };

  return {
    async next(ms = 5000): Promise<SseEvent> {
      const deadline = Date.now() + ms;
      while (!queue.length) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error("no event in time");
        let timer: NodeJS.Timeout | undefined;
        const timeout = new Promise<"timeout">((resolve) => {
          timer = setTimeout(() => resolve("timeout"), left);
        });
        reading ??= reader.read();
        const chunk = await Promise.race([reading, timeout]);
        clearTimeout(timer);
        if (chunk === "timeout") throw new Error("no event in time");
        reading = null;
        if (chunk.done) throw new Error("the stream ended");
        buffer += decoder.decode(chunk.value, { stream: true });
        parse();
      }
      return queue.shift() as SseEvent;
    },
    /** Events already received and parsed, without waiting. */
    pending: () => queue.length,
    async close() {
      await reader.cancel().catch(() => {});
    },
  };
}

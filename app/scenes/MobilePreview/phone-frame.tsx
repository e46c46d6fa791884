import { useEffect, useRef, useState } from "react";

/** The preview phone's screen, in CSS pixels: an iPhone 14 or 15 (and spec §2's 390 px sweep). */
export const PHONE = { width: 390, height: 844 };

/** The frame's own path, or null while it cannot be read (loading). */
function framePath(frame: HTMLIFrameElement | null): string | null {
  try {
    return frame?.contentWindow?.location.pathname ?? null;
  } catch {
    return null;
  }
}

/**
 * The app at `path` in a phone-sized frame. The frame's document sees it is inside /test/mobile
 * (app/lib/native-shell.ts, inShellPreview) and draws the native shell's tab bar: the look
 * only, since a browser has no native bridge to register for push. The caption follows the frame
 * as one taps through it (the app moves by history, which fires no load event: it is read twice
 * a second).
 */
export function PhoneFrame({ path }: { path: string }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [shown, setShown] = useState(path);
  useEffect(() => {
    setShown(path);
    const timer = setInterval(() => {
      const current = framePath(frame.current);
      if (current && current !== "blank") setShown(current);
    }, 500);
    return () => clearInterval(timer);
  }, [path]);
  return (
    <figure className="flex flex-col items-center gap-2">
      <div
        className="max-w-full overflow-hidden rounded-[2.5rem] border-8 border-foreground/80 bg-background shadow-lg"
        style={{ width: PHONE.width + 16 }}
      >
        <iframe
          ref={frame}
          key={path}
          src={path}
          title={`The app in the native shell at ${path}`}
          className="block w-full bg-background"
          style={{ height: PHONE.height, maxWidth: PHONE.width }}
        />
      </div>
      <figcaption className="text-sm text-muted-foreground">
        {PHONE.width} × {PHONE.height} · now at <code>{shown}</code>
      </figcaption>
    </figure>
  );
}

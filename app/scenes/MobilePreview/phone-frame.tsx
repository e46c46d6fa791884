import { useState } from "react";

/** The preview phone's screen, in CSS pixels: an iPhone 14 or 15 (and spec §2's 390 px sweep). */
export const PHONE = { width: 390, height: 844 };

/**
 * The app at `path` in a phone-sized frame. The frame's document sees it is inside /test/mobile
 * (app/lib/native-shell.ts, inShellPreview) and draws the native shell's tab bar: the look
 * only, since a browser has no native bridge to register for push. Shows where the frame is now,
 * as the member taps through it.
 */
export function PhoneFrame({ path }: { path: string }) {
  const [shown, setShown] = useState(path);
  return (
    <figure className="flex flex-col items-center gap-2">
      <div
        className="max-w-full overflow-hidden rounded-[2.5rem] border-8 border-foreground/80 bg-background shadow-lg"
        style={{ width: PHONE.width + 16 }}
      >
        <iframe
          key={path}
          src={path}
          title={`The app in the native shell at ${path}`}
          className="block w-full bg-background"
          style={{ height: PHONE.height, maxWidth: PHONE.width }}
          onLoad={(event) => {
            try {
              setShown(event.currentTarget.contentWindow?.location.pathname ?? path);
            } catch {
              setShown(path);
            }
          }}
        />
      </div>
      <figcaption className="text-sm text-muted-foreground">
        {PHONE.width} × {PHONE.height} · opened at <code>{shown}</code>
      </figcaption>
    </figure>
  );
}

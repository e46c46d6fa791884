import { ChevronDown } from "lucide-react";
import { useState } from "react";
import { MARKETING_SECTIONS, SECTION_LABELS } from "../../content/marketing/section-labels";
import type { MarketingSection } from "../../content/marketing/types";
import { onDemand, useOnDemand } from "../../lib/on-demand";
import { MEGA_MENU_TRIGGER_CLASS } from "./mega-menu-trigger";

const megaMenu = onDemand(() => import("./mega-menu"));

/**
 * The signed-out header's Benefits, Features and Communities menus. The first paint (and the
 * prerendered HTML) has plain triggers; the menus' code and page list load when the pointer or
 * focus reaches them, and a press before then opens its menu once they have.
 */
export function MainMenu() {
  const [module, request] = useOnDemand(megaMenu);
  const [openOnLoad, setOpenOnLoad] = useState<MarketingSection | null>(null);
  const [focused, setFocused] = useState<MarketingSection | null>(null);
  if (module) return <module.MegaMenu defaultOpen={openOnLoad} autoFocus={focused} />;
  const open = (section: MarketingSection) => {
    setOpenOnLoad(section);
    request();
  };
  return (
    <nav aria-label="Main" className="relative hidden md:flex" onPointerEnter={request}>
      <div style={{ position: "relative" }}>
        <ul className="flex items-center gap-1">
          {MARKETING_SECTIONS.map((section) => (
            <li key={section}>
              <button
                type="button"
                aria-expanded={false}
                data-state="closed"
                className={MEGA_MENU_TRIGGER_CLASS}
                onFocus={() => {
                  setFocused(section);
                  request();
                }}
                onBlur={() => setFocused(null)}
                onPointerDown={(event) => event.button === 0 && open(section)}
                onClick={() => open(section)}
              >
                {SECTION_LABELS[section]}
                <ChevronDown
                  aria-hidden="true"
                  className="size-4 transition-transform group-data-[state=open]:rotate-180"
                />
              </button>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}

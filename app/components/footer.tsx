import { Link } from "react-router";
import { PRODUCT_NAME } from "../../shared/brand";

const LINKS = [
  { to: "/features", label: "Features" },
  { to: "/benefits", label: "Benefits" },
  { to: "/communities", label: "Communities" },
  { to: "/beta-signup", label: "Join the beta" },
  { to: "/privacy-policy", label: "Privacy Policy" },
  { to: "/terms-of-service", label: "Terms of Service" },
  { to: "/accessibility", label: "Accessibility" },
];

/** The footer of spec §2: the year and the product name, with the public site's links. */
export function Footer() {
  return (
    <footer className="border-t bg-muted/40">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 text-sm text-muted-foreground md:flex-row md:items-center md:justify-between">
        <p>
          © <span suppressHydrationWarning>{new Date().getFullYear()}</span> {PRODUCT_NAME}
        </p>
        <nav aria-label="Footer">
          <ul className="flex flex-wrap gap-x-4 gap-y-2">
            {LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="hover:text-foreground hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}

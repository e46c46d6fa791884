// Applies the stored theme before the first paint so a dark-theme visitor never sees a white flash.
// Kept as a file (not inline) so the Content-Security-Policy can forbid inline scripts.
(() => {
  let theme = "light";
  try {
    theme = localStorage.getItem("ui-theme") || "light";
  } catch {}
  const dark = theme === "dark" || (theme === "system" && matchMedia("(prefers-color-scheme: dark)").matches);
  document.documentElement.classList.add(dark ? "dark" : "light");
  document.documentElement.style.colorScheme = dark ? "dark" : "light";
})();

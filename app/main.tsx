import "./styles.css";
import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { App } from "./app";

const container = document.getElementById("root");
if (!container) throw new Error("The page has no #root element.");

const tree = (
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>
);

// Prerendered marketing pages arrive with their HTML: hydrate them; every other route starts empty.
if (container.firstElementChild) hydrateRoot(container, tree);
else createRoot(container).render(tree);

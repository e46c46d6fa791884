import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { AppImage, PLACEHOLDER_CLASSES } from "./app-image";

describe("AppImage", () => {
  it('shows "No {type}" on the type\'s colour when there is no image', () => {
    render(<AppImage src={null} alt="Riverside" type="group" />);
    const placeholder = screen.getByRole("img", { name: "Riverside: No group" });
    expect(placeholder).toHaveTextContent("No group");
    expect(placeholder.className).toContain(PLACEHOLDER_CLASSES.group.split(" ")[0]);
  });

  it('shows "Failed to load" when the image breaks', () => {
    render(<AppImage src="/broken.png" alt="Spring cleanup" type="event" />);
    fireEvent.error(screen.getByRole("img", { name: "Spring cleanup" }));
    expect(screen.getByRole("img", { name: "Spring cleanup: Failed to load" })).toHaveTextContent(
      "Failed to load",
    );
  });

  it("colours each entity type differently", () => {
    expect(new Set(Object.values(PLACEHOLDER_CLASSES)).size).toBe(5);
  });
});

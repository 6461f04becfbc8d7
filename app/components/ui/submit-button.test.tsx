// The kit's submit button writes the markup forms and browser tests rely on: a submit button in the
// kit's styles, disabled and saying so while its form is sending.
import { Save } from "lucide-react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { buttonClasses } from "./button";
import { SubmitButton } from "./submit-button";

const html = (element: React.ReactElement) => renderToStaticMarkup(element);

describe("submit buttons", () => {
  it("an idle button submits, shows its icon and label, in the small primary style", () => {
    const out = html(<SubmitButton busy={false} label="Save" busyLabel="Saving…" icon={Save} />);
    expect(out).toContain(`<button type="submit" class="${buttonClasses("primary", "sm")}"><svg`);
    expect(out).toMatch(/<svg[^>]*class="lucide lucide-save h-4 w-4" aria-hidden="true">.*<\/svg>Save<\/button>$/);
  });

  it("a busy button is disabled and shows its busy label", () => {
    const out = html(<SubmitButton busy label="Save" busyLabel="Saving…" icon={Save} />);
    expect(out).toContain('<button type="submit" disabled=""');
    expect(out).toMatch(/lucide-save h-4 w-4"[^>]*>.*<\/svg>Saving…<\/button>$/);
  });

  it("without a busy label it keeps its label; with spin a spinner takes the icon's place", () => {
    const out = html(<SubmitButton busy spin label="Preview" icon={Save} />);
    expect(out).toMatch(/<svg[^>]*class="lucide[^"]*animate-spin"[^>]*>.*<\/svg>Preview<\/button>$/);
    expect(out).not.toContain("lucide-save");
  });

  it("its own reasons disable it too; variant, size, classes and other props are passed on", () => {
    const out = html(
      <SubmitButton
        busy={false}
        disabled
        label="Apply"
        variant="outline"
        size="md"
        className="w-full"
        name="intent"
        value="apply"
        data-testid="apply"
      />,
    );
    expect(out).toContain(`<button type="submit" disabled="" class="${buttonClasses("outline", "md", "w-full")}"`);
    expect(out).toMatch(/ value="apply" data-testid="apply" name="intent">Apply<\/button>$/);
  });
});

// The kit's empty-list box: one look for every staff list with nothing to show, its words (and
// icon) inside, the test id and spacing of the screen passed on.
import { Mail } from "lucide-react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { EmptyState } from "./empty-state";

describe("empty states", () => {
  it("a dashed, centred box with the words, the screen's spacing and test id", () => {
    const out = renderToStaticMarkup(
      <EmptyState className="mt-6" data-testid="no-customers">
        No customers yet
      </EmptyState>,
    );
    expect(out).toMatch(/^<p class="[^"]*border-dashed[^"]*text-center[^"]* mt-6" data-testid="no-customers">No customers yet<\/p>$/);
  });

  it("with an icon, the icon is hidden from screen readers and sits before the words", () => {
    const out = renderToStaticMarkup(<EmptyState icon={Mail}>Nothing waiting</EmptyState>);
    expect(out).toMatch(
      /<p class="[^"]*flex items-center justify-center[^"]*"><svg[^>]*class="lucide lucide-mail[^"]*" aria-hidden="true">.*<\/svg><span>Nothing waiting<\/span><\/p>$/,
    );
  });
});

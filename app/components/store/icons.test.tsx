// The public pages' static icons draw exactly what lucide-react's components draw: same <svg>
// attributes, classes and paths, hidden from assistive technology unless labelled.
import * as lucide from "lucide-react";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import * as icons from "./icons";

const names = Object.keys(icons).filter((n) => n !== "staticIcon") as Exclude<keyof typeof icons, "staticIcon">[];

describe("static icons", () => {
  it("covers every icon the public pages use", () => {
    expect(names.length).toBeGreaterThanOrEqual(20);
  });

  const cases: Record<string, object> = {
    plain: {},
    "with classes": { className: "h-4 w-4 shrink-0" },
    "hidden explicitly": { className: "h-5 w-5", "aria-hidden": true },
    labelled: { "aria-label": "Cerrar", role: "img" },
    "other attributes": { className: "h-4 w-4", strokeWidth: 2.5, "data-x": "1" },
  };
  for (const name of names) {
    for (const [label, props] of Object.entries(cases)) {
      it(`${name}, ${label}: same markup as lucide-react`, () => {
        const ours = renderToStaticMarkup(createElement(icons[name] as React.FC<object>, props));
        const theirs = renderToStaticMarkup(createElement(lucide[name] as React.FC<object>, props));
        expect(ours).toBe(theirs);
      });
    }
  }
});

// The kit's choices and titled section write the markup screens and browser tests rely on: radio
// buttons named by the group and labelled by their option, a checkbox whose help is read with it,
// a section named by its heading.
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CheckboxField, RadioGroup } from "./choice";
import { CodeField, FileField } from "./field";
import { StaffSection } from "./section";

const html = (element: React.ReactElement) => renderToStaticMarkup(element);
const options = [
  { value: "draft", label: "Draft" },
  { value: "published", label: "Published" },
] as const;
const languages = [
  { value: "es", label: "Español", lang: "es" },
  { value: "en", label: "English", lang: "en" },
];

describe("radio groups", () => {
  it("a group left to the form checks its default value, under its legend", () => {
    const out = html(<RadioGroup legend="Status" name="status" options={options} defaultValue="published" />);
    expect(out).toContain('<fieldset><legend class="text-sm font-medium text-slate-800">Status</legend><div><label');
    expect(out).toMatch(/<input type="radio" class="[^"]*" name="status" value="draft"\/>Draft<\/label>/);
    expect(out).toMatch(/<input type="radio" class="[^"]*" name="status" checked="" value="published"\/>Published<\/label>/);
  });

  it("a controlled group checks its value, each option in its own language, the message under it", () => {
    const out = html(
      <RadioGroup legend="Language" name="language" look="tiles" options={languages} value="en" onChange={() => {}} error="Choose one" />,
    );
    expect(out).toMatch(/<label lang="es" class="[^"]*has-checked:border-brand-700[^"]*"><input type="radio"[^>]* value="es"\/>Español/);
    expect(out).toContain('name="language" checked="" value="en"/>English');
    expect(out).toContain('<p class="mt-1 text-xs text-red-700">Choose one</p></fieldset>');
  });
});

describe("checkboxes", () => {
  it("a checkbox is labelled by its text; its own props go to the input", () => {
    const out = html(
      <CheckboxField label="May contact" name="contactConsent" defaultChecked data-testid="consent" className="sm:col-span-2" />,
    );
    expect(out).toMatch(/^<label class="flex min-h-11 items-center gap-3 text-sm sm:col-span-2"><input type="checkbox"/);
    expect(out).toContain('data-testid="consent" name="contactConsent" checked=""/>May contact</label>');
  });

  it("with a help text, the checkbox points at it and the label names it by id", () => {
    const out = html(<CheckboxField id="s-require" name="require" label="Require it" hint="Everyone" />);
    expect(out).toContain('<input type="checkbox" aria-describedby="s-require-hint"');
    expect(out).toContain('<label for="s-require" class="font-medium">Require it</label>');
    expect(out).toContain('<p id="s-require-hint" class="text-slate-500">Everyone</p>');
  });
});

describe("code fields and sections", () => {
  it("a code field opens a numeric keyboard and offers the app's code", () => {
    const out = html(<CodeField id="backup-code" name="confirmCode" label="Code" />);
    expect(out).toContain('<label for="backup-code" class="block text-sm font-medium text-slate-800">Code</label>');
    expect(out).toMatch(
      /<input id="backup-code" class="[^"]*" inputMode="numeric" autoComplete="one-time-code" maxLength="7" name="confirmCode"\/>/,
    );
  });

  it("a code field that also takes backup codes opens a text keyboard with room for them", () => {
    const out = html(<CodeField id="code" name="code" label="Code" backupCodes />);
    expect(out).toMatch(
      /<input id="code" class="[^"]*" inputMode="text" autoComplete="one-time-code" maxLength="32" autoCapitalize="off" spellCheck="false" name="code"\/>/,
    );
  });

  it("a file picker is a labelled file input whose help is read with it", () => {
    const out = html(<FileField id="csv-file" name="file" label="CSV file" hint="Up to 5 MB" accept=".csv" />);
    expect(out).toMatch(
      /<input id="csv-file" class="mt-1 block w-full[^"]* file:bg-brand-50[^"]*" aria-describedby="csv-file-hint" type="file"/,
    );
    expect(out).toContain('<p id="csv-file-hint" class="mt-1 text-xs text-slate-600">Up to 5 MB</p>');
  });

  it("a section is named by its heading, the line under it follows, other props go to the section", () => {
    const out = html(
      <StaffSection titleId="profile-title" title="Profile" intro="Your name" data-testid="profile" className="mt-8">
        <form />
      </StaffSection>,
    );
    expect(out).toMatch(/^<section aria-labelledby="profile-title" class="[^"]* mt-8" data-testid="profile">/);
    expect(out).toContain(
      '<h2 id="profile-title" class="text-lg font-semibold">Profile</h2><p class="mt-1 text-sm text-slate-600">Your name</p><form>',
    );
  });

  it("a compact panel keeps the small padding and a smaller heading", () => {
    expect(html(<StaffSection titleId="cover" title="Cover" compact />)).toBe(
      '<section aria-labelledby="cover" class="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"><h2 id="cover" class="font-semibold">Cover</h2></section>',
    );
  });
});

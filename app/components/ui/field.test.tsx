// The kit's labelled fields write the markup screens and browser tests rely on: the label bound to
// the control, the message at `${id}-error` and the help at `${id}-hint`, named by the control.
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { fieldAria, fieldsOf, recordInputs, SelectField, TextAreaField, TextField } from "./field";

const html = (element: React.ReactElement) => renderToStaticMarkup(element);

describe("labelled fields", () => {
  it("a text field without a message is labelled and points at nothing", () => {
    const out = html(<TextField id="add-brand" name="brand" label="Brand" defaultValue="Michelin" />);
    expect(out).toContain('<label for="add-brand" class="block text-sm font-medium text-slate-800">Brand</label>');
    expect(out).toMatch(/<input id="add-brand" class="mt-1 block w-full[^"]*" name="brand" value="Michelin"\/>/);
    expect(out).not.toMatch(/ aria-(invalid|describedby)=/);
  });

  it("a message marks the control invalid and is read with it, the help too", () => {
    const out = html(<TextField id="r-deposit" name="deposit" label="Deposit" error="Too much" hint="Paid at the counter" />);
    expect(out).toContain('aria-invalid="true" aria-describedby="r-deposit-error r-deposit-hint"');
    expect(out).toContain('<p id="r-deposit-hint" class="mt-1 text-xs text-slate-600">Paid at the counter</p>');
    expect(out).toContain('<p id="r-deposit-error" class="mt-1 text-xs text-red-700">Too much</p>');
  });

  it("a server's message is announced when asked", () => {
    const out = html(<TextField id="customerTaxId" name="customerTaxId" label="NIF" error="Not valid" alert />);
    expect(out).toContain('<p id="customerTaxId-error" class="mt-1 text-xs text-red-700" role="alert">Not valid</p>');
  });

  it("the screen's own aria-describedby wins, extra classes join inputClass, the star is not read out", () => {
    const out = html(
      <TextField id="customerName" label="Name" markRequired aria-describedby="checkout-blocker" controlClass="text-lg" required />,
    );
    expect(out).toContain('aria-describedby="checkout-blocker"');
    expect(out).toMatch(/class="mt-1 block w-full[^"]* text-lg"/);
    expect(out).toContain('Name <span aria-hidden="true" class="text-red-700">*</span></label>');
  });

  it("a hidden label stays for screen readers; the wrapper takes className", () => {
    const out = html(<TextField id="s-hours" label="Opens" hideLabel className="max-w-60" />);
    expect(out).toContain('<div class="max-w-60"><label for="s-hours" class="sr-only">Opens</label>');
  });

  it("a select writes its options and a text area its rows", () => {
    const select = html(
      <SelectField
        id="return-refund"
        name="refundMethod"
        label="Refund"
        defaultValue="card"
        options={[
          { value: "cash", label: "Cash" },
          { value: "card", label: "Card" },
        ]}
      />,
    );
    expect(select).toMatch(/<select id="return-refund" class="[^"]*" name="refundMethod">/);
    expect(select).toContain('<option value="card" selected="">Card</option>');
    const area = html(<TextAreaField id="eod-notes" name="notes" label="Note" rows={2} error="Too long" />);
    expect(area).toContain('<textarea id="eod-notes"');
    expect(area).toContain('rows="2"');
    expect(area).toContain('aria-describedby="eod-notes-error"');
  });

  it("fieldsOf names a form's fields by a prefix; fieldAria is what the fields set", () => {
    const field = fieldsOf("staff-", { email: "Bad e-mail" });
    expect(field("email")).toEqual({ id: "staff-email", name: "email", error: "Bad e-mail" });
    expect(field("name")).toEqual({ id: "staff-name", name: "name", error: undefined });
    expect(fieldAria("x")).toEqual({ "aria-invalid": undefined, "aria-describedby": undefined });
    expect(fieldAria("x", "bad", "help")).toEqual({ "aria-invalid": true, "aria-describedby": "x-error x-hint" });
  });

  it("recordInputs starts each input from the record's value, empty for a new record or a null value", () => {
    const field = fieldsOf("edit-", { rim: "Rim 10 to 24" });
    const input = recordInputs(field, { brand: "Michelin", rim: 16, model: null as string | null });
    const brand = html(input("brand", "Brand", { placeholder: "Michelin" }));
    expect(brand).toMatch(/<input id="edit-brand" [^>]*name="brand" value="Michelin"\/>/);
    expect(brand).toContain('placeholder="Michelin"');
    const rim = html(input("rim", "Rim"));
    expect(rim).toContain('value="16"');
    expect(rim).toContain('<p id="edit-rim-error" class="mt-1 text-xs text-red-700">Rim 10 to 24</p>');
    expect(html(input("model", "Model"))).toContain('value=""');
    const added = recordInputs(field, undefined as { brand: string } | undefined);
    expect(html(added("brand", "Brand"))).toContain('value=""');
  });
});

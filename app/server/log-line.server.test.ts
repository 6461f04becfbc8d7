import { describe, expect, it } from "vitest";
import { logSafe } from "./log-line.server";

describe("log lines", () => {
  it("cannot be split or rewritten by text from outside", () => {
    const forged = "Ana)\n[mail] message 9 sent\r\u001b[2K\u2028x";
    const line = logSafe(forged);
    for (const c of ["\n", "\r", "\u001b", "\u2028"]) expect(line).not.toContain(c);
    expect(line).toBe("Ana)\\u000a[mail] message 9 sent\\u000d\\u001b[2K\\u2028x");
    expect(logSafe("Reservation for María: 205/55 R16")).toBe("Reservation for María: 205/55 R16");
  });
});

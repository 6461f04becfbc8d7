// The proof of work on the public forms that hold stock or reach the shop (reservation, stock
// request). When the visitor sends such a form, the script asks the uncached challenge endpoint:
// 204 means no proof is needed (an address's first form of the day) and the form goes as it is;
// otherwise it solves the ALTCHA challenge (v2, SHA-256: the counter whose hash of salt, nonce and
// counter starts with the given prefix) with Web Crypto, puts the solution in the form's hidden
// field and sends it. Runs before the pending-label enhancement, which then shows the form on its
// way. Without JavaScript the server explains why a second form needs it.
import { HOOK, PROOF_FIELD, sel } from "./contract";
import { all } from "./dom";

interface Challenge {
  parameters: { algorithm: string; nonce: string; salt: string; keyPrefix: string; cost: number; keyLength?: number };
  signature?: string;
}

const hexToBytes = (hex: string) => Uint8Array.from(hex.match(/../g) ?? [], (b) => parseInt(b, 16));
const bytesToHex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");

/** The counter and derived key that solve `challenge` (SHA-256 with cost 1, a uint32 counter). */
export async function solveChallenge(
  challenge: Challenge,
  maxCounter = 10_000_000,
): Promise<{ counter: number; derivedKey: string } | null> {
  const { salt, nonce, keyPrefix, keyLength = 32 } = challenge.parameters;
  const head = new Uint8Array([...hexToBytes(salt), ...hexToBytes(nonce)]);
  const buffer = new Uint8Array(head.length + 4);
  buffer.set(head);
  const view = new DataView(buffer.buffer);
  const prefix = keyPrefix.toLowerCase();
  for (let counter = 0; counter <= maxCounter; counter++) {
    view.setUint32(head.length, counter, false);
    const key = new Uint8Array(await crypto.subtle.digest("SHA-256", buffer)).subarray(0, keyLength);
    const hex = bytesToHex(key.subarray(0, Math.ceil(prefix.length / 2)));
    if (hex.startsWith(prefix)) return { counter, derivedKey: bytesToHex(key) };
  }
  return null;
}

export function enhanceProofOfWork(doc: Document) {
  for (const form of all<HTMLFormElement>(doc, `form${sel(HOOK.proofChallenge)}`)) {
    const field = form.querySelector<HTMLInputElement>(`input[name="${PROOF_FIELD}"]`);
    const button = form.querySelector<HTMLButtonElement>("button[type=submit]");
    if (!field || !button) continue;
    let ready = false;
    let working = false;
    // Capture: runs before the pending-label listener, which must not see the held-back submit.
    form.addEventListener(
      "submit",
      (e) => {
        if (ready) return;
        e.preventDefault();
        e.stopImmediatePropagation();
        if (working) return;
        working = true;
        const idle = button.textContent;
        button.disabled = true;
        button.textContent = form.getAttribute(HOOK.pendingLabel) ?? idle;
        void (async () => {
          try {
            const res = await fetch(form.getAttribute(HOOK.proofChallenge)!, { cache: "no-store", credentials: "omit" });
            if (res.status === 200) {
              const challenge = (await res.json()) as Challenge;
              const solution = await solveChallenge(challenge);
              if (solution) field.value = btoa(JSON.stringify({ challenge, solution }));
            }
          } catch (error) {
            // The server then says why the form needs the check.
            console.error(error);
          }
          ready = true;
          working = false;
          button.disabled = false;
          button.textContent = idle;
          form.requestSubmit();
        })();
      },
      true,
    );
    // Back/forward cache: a solution is good once, so a page shown again asks for a new one.
    window.addEventListener("pageshow", (e) => {
      if (!e.persisted) return;
      ready = false;
      field.value = "";
    });
  }
}

// Adds a tyre to the basket by its barcode: a USB scanner types the EAN and Enter into the box
// (it keeps the focus), a stock code can be typed too, and "Scan" reads the barcode with the
// phone's or tablet's camera (the reader library is loaded only when asked for).
import { Camera, ScanBarcode, X } from "lucide-react";
import { useEffect, useEffectEvent, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { toast } from "sonner";
import { secondaryButton } from "~/components/ui/button";
import { inputClass } from "~/components/ui/field";
import type { InventoryTyre } from "~/domain/inventory-tyre";
import { unitsOnSale } from "~/domain/tyre";
import { staffPath } from "~/staff-paths";
import { useStaffText } from "~/lib-ui/use-staff-text";
import { SubmitButton } from "~/components/ui/submit-button";

export interface ScanAnswer {
  code: string;
  tyre: InventoryTyre | null;
}

export function ScanBox({ onAdd }: { onAdd: (tyre: InventoryTyre) => void }) {
  const t = useStaffText().checkout.scan;
  const lookup = useFetcher<{ scan: ScanAnswer | null }>();
  const input = useRef<HTMLInputElement>(null);
  const seen = useRef<ScanAnswer | null>(null);
  const [camera, setCamera] = useState(false);
  const busy = lookup.state !== "idle";

  const find = (code: string) => {
    const c = code.trim();
    if (c) void lookup.load(`${staffPath("checkout")}?code=${encodeURIComponent(c)}`);
  };

  useEffect(() => {
    const scan = lookup.data?.scan;
    if (lookup.state !== "idle" || !scan || seen.current === scan) return;
    seen.current = scan;
    if (!scan.tyre) toast.error(t.notFound(scan.code));
    else if (unitsOnSale(scan.tyre) < 1) toast.error(t.noneOnSale(scan.tyre.id));
    else {
      onAdd(scan.tyre);
      toast.success(t.added(scan.tyre.id, scan.tyre.brand));
    }
    if (input.current) input.current.value = "";
    input.current?.focus();
  }, [lookup.state, lookup.data, onAdd, t]);

  return (
    <section aria-labelledby="scan-title" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <h2 id="scan-title" className="flex items-center gap-2 font-semibold">
        <ScanBarcode aria-hidden className="h-5 w-5" /> {t.title}
      </h2>
      <form
        className="mt-2 flex flex-wrap gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          find(input.current?.value ?? "");
        }}
      >
        <label htmlFor="scan-code" className="sr-only">
          {t.codeLabel}
        </label>
        <input
          ref={input}
          id="scan-code"
          name="code"
          inputMode="numeric"
          autoComplete="off"
          enterKeyHint="go"
          placeholder={t.placeholder}
          className={`${inputClass} mt-0 min-h-11 min-w-0 flex-1`}
        />
        <SubmitButton busy={busy} label={t.add} spin variant="secondary" />
        <button type="button" className={secondaryButton} onClick={() => setCamera((v) => !v)} aria-expanded={camera}>
          {camera ? <X aria-hidden className="h-4 w-4" /> : <Camera aria-hidden className="h-4 w-4" />} {camera ? t.closeCamera : t.scan}
        </button>
      </form>
      {camera && (
        <CameraReader
          onCode={(code) => {
            setCamera(false);
            find(code);
          }}
        />
      )}
    </section>
  );
}

/** The camera's picture with the barcode reader (@zxing/browser, imported on first use). */
function CameraReader({ onCode }: { onCode: (code: string) => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const t = useStaffText().checkout.scan;
  const [failed, setFailed] = useState(false);
  const found = useEffectEvent((code: string) => onCode(code));
  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    void (async () => {
      try {
        const { BrowserMultiFormatReader } = await import("@zxing/browser");
        if (cancelled || !video.current) return;
        const reader = new BrowserMultiFormatReader();
        const controls = await reader.decodeFromVideoDevice(undefined, video.current, (result) => {
          if (result) {
            controls.stop();
            found(result.getText());
          }
        });
        stop = () => controls.stop();
        if (cancelled) stop();
      } catch {
        setFailed(true);
      }
    })();
    return () => {
      cancelled = true;
      stop?.();
    };
  }, []);
  return (
    <div className="mt-3">
      {failed ? (
        <p className="text-sm text-red-700">{t.cameraFailed}</p>
      ) : (
        <video ref={video} className="aspect-video w-full max-w-md rounded-lg bg-slate-900" muted playsInline />
      )}
    </div>
  );
}

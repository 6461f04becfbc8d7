// A tyre's photos in the inventory's edit dialog (and right after a tyre is added): up to six,
// the first is the cover. A file input that opens the camera on a phone, drag and drop on a
// desktop, and for each photo: earlier / later, make cover, delete. Each button is a plain form
// posted to /inventory/:id/photos (it works without JavaScript too); the list is that route's
// loader, reloaded after every change. Files are checked here with the server's own rules first.
import { ArrowLeft, ArrowRight, Camera, Star, Trash2 } from "lucide-react";
import { type DragEvent, useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import type { listTyrePhotos } from "~/server/inventory/tyre-photos.server";
import {
  TYRE_PHOTO_ACCEPT,
  TYRE_PHOTO_LIMIT,
  TYRE_PHOTO_MAX_BYTES,
  type TyrePhotoMessages,
  type TyrePhotoMove,
} from "~/domain/tyre-photos";
import { useStaffText } from "~/lib-ui/use-staff-text";
import { type ActionResult, useActionToast } from "~/lib/action-result";
import { imageVariant, sniffImageType } from "~/lib/stored-image";
import { staffPath } from "~/staff-paths";
import { primaryButton, secondaryButton } from "~/components/ui/button";
import { TYRE_PHOTOS_INTENT } from "../shared/intents";

const iconButton = `${secondaryButton} w-full !px-1`;

/** The refusal the server would give, for what the browser can tell (empty, too large, not an image). */
async function checkFile(file: File, m: TyrePhotoMessages): Promise<string | null> {
  if (file.size === 0) return m.empty;
  if (file.size > TYRE_PHOTO_MAX_BYTES) return m.tooLarge;
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  return sniffImageType(head) ? null : m.notAnImage;
}

export function TyrePhotoManager({ tyreId }: { tyreId: string }) {
  const t = useStaffText().inventory.photos;
  const m = t.messages;
  const path = staffPath("tyrePhotos", { id: tyreId });
  const list = useFetcher<{ photos: Awaited<ReturnType<typeof listTyrePhotos>> }>();
  const upload = useFetcher<ActionResult>();
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(0);
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const { load } = list;

  useEffect(() => {
    load(path);
  }, [load, path]);

  useActionToast(upload, {
    onSuccess: () => setError(null),
    onFailure: (r) => setError(r.message),
  });

  const photos = list.data?.photos ?? [];
  const room = TYRE_PHOTO_LIMIT - photos.length;
  const busy = upload.state !== "idle" || sending > 0;

  // Dropped or picked files go up one at a time, each checked first; the first refusal stops the rest.
  const take = async (files: FileList | null) => {
    if (!files?.length || sending) return;
    const picked = [...files];
    if (picked.length > room) {
      setError(room <= 0 ? m.limit : t.onlyRoom(room));
    } else setError(null);
    const send = picked.slice(0, Math.max(room, 0));
    setSending(send.length);
    try {
      for (const [i, file] of send.entries()) {
        const refusal = await checkFile(file, m);
        if (refusal) {
          setError(`${file.name}: ${refusal}`);
          return;
        }
        const body = new FormData();
        body.set("intent", TYRE_PHOTOS_INTENT.add);
        body.set("photo", file);
        await upload.submit(body, { method: "post", action: path, encType: "multipart/form-data" });
        setSending(send.length - i - 1);
      }
    } finally {
      setSending(0);
      if (input.current) input.current.value = "";
    }
  };

  const onDrop = (e: DragEvent<HTMLFormElement>) => {
    e.preventDefault();
    setDragging(false);
    void take(e.dataTransfer.files);
  };

  return (
    <section aria-labelledby={`photos-${tyreId}`} className="mt-6 border-t border-slate-200 pt-4" data-testid="tyre-photos">
      <div className="flex items-baseline justify-between gap-2">
        <h3 id={`photos-${tyreId}`} className="font-bold">
          {t.title}
        </h3>
        <span className="text-sm text-slate-600">{t.count(photos.length, TYRE_PHOTO_LIMIT)}</span>
      </div>
      <p className="mt-1 text-xs text-slate-600">{t.hint(TYRE_PHOTO_MAX_BYTES / 1024 / 1024)}</p>

      {photos.length > 0 && (
        <ol className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3" aria-label={t.inOrder}>
          {photos.map((p, i) => {
            const v = imageVariant(p.image, 320);
            return (
              <li key={p.id} className="rounded-lg border border-slate-200 p-2" data-testid="tyre-photo">
                <div className="relative">
                  {v && (
                    <img
                      src={v.url}
                      width={v.width}
                      height={v.height}
                      alt={t.alt(tyreId, i + 1, photos.length)}
                      className="aspect-[4/3] w-full rounded-md bg-slate-100 object-cover"
                    />
                  )}
                  {i === 0 && (
                    <span className="absolute left-1 top-1 rounded bg-brand-700 px-1.5 py-0.5 text-xs font-semibold text-white">
                      {t.cover}
                    </span>
                  )}
                </div>
                {/* One row of equal buttons, even in a phone's two columns. */}
                <div className="mt-2 flex gap-1">
                  <PhotoButton path={path} photo={p.id} move="earlier" disabled={i === 0} label={t.earlier(i + 1)}>
                    <ArrowLeft aria-hidden className="h-4 w-4" />
                  </PhotoButton>
                  <PhotoButton path={path} photo={p.id} move="later" disabled={i === photos.length - 1} label={t.later(i + 1)}>
                    <ArrowRight aria-hidden className="h-4 w-4" />
                  </PhotoButton>
                  {i > 0 && (
                    <PhotoButton path={path} photo={p.id} move="cover" label={t.makeCover(i + 1)}>
                      <Star aria-hidden className="h-4 w-4" />
                    </PhotoButton>
                  )}
                  <PhotoButton path={path} photo={p.id} label={t.delete(i + 1)} danger>
                    <Trash2 aria-hidden className="h-4 w-4" />
                  </PhotoButton>
                </div>
              </li>
            );
          })}
        </ol>
      )}

      {room > 0 ? (
        <upload.Form
          method="post"
          action={path}
          encType="multipart/form-data"
          className={`mt-3 rounded-lg border-2 border-dashed p-4 text-center ${dragging ? "border-brand-600 bg-brand-50" : "border-slate-300"}`}
          onDragOver={(e) => {
            e.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          onSubmit={(e) => {
            // With JavaScript the queue sends the chosen files (checked first); without, the form posts itself.
            e.preventDefault();
            void take(input.current?.files ?? null);
          }}
          data-testid="photo-upload"
        >
          <input type="hidden" name="intent" value={TYRE_PHOTOS_INTENT.add} />
          <label htmlFor={`photo-${tyreId}`} className={`${primaryButton} cursor-pointer`}>
            <Camera aria-hidden className="h-4 w-4" /> {busy ? t.uploading : t.take}
          </label>
          <input
            ref={input}
            id={`photo-${tyreId}`}
            name="photo"
            type="file"
            accept={TYRE_PHOTO_ACCEPT}
            capture="environment"
            multiple
            className="sr-only"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `photo-${tyreId}-error` : undefined}
            onChange={(e) => void take(e.currentTarget.files)}
          />
          <p className="mt-2 hidden text-xs text-slate-600 sm:block">{t.drop}</p>
          <noscript>
            <button type="submit" className={`${secondaryButton} mt-2`}>
              {t.upload}
            </button>
          </noscript>
        </upload.Form>
      ) : (
        <p className="mt-3 rounded-md bg-slate-50 p-3 text-sm text-slate-700">{m.limit}</p>
      )}
      {error && (
        <p id={`photo-${tyreId}-error`} role="alert" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      )}
    </section>
  );
}

/** One photo button: a small form of its own (move earlier / later / to the front, or delete). */
function PhotoButton({
  path,
  photo,
  move,
  label,
  disabled = false,
  danger = false,
  children,
}: {
  path: string;
  photo: number;
  move?: TyrePhotoMove;
  label: string;
  disabled?: boolean;
  danger?: boolean;
  children: React.ReactNode;
}) {
  const fetcher = useFetcher<ActionResult>();
  useActionToast(fetcher);
  return (
    <fetcher.Form method="post" action={path} className="min-w-0 flex-1">
      <input type="hidden" name="intent" value={move ? TYRE_PHOTOS_INTENT.move : TYRE_PHOTOS_INTENT.delete} />
      <input type="hidden" name="photo" value={photo} />
      {move && <input type="hidden" name="move" value={move} />}
      <button
        type="submit"
        className={danger ? `${iconButton} text-red-700` : iconButton}
        aria-label={label}
        title={label}
        disabled={disabled || fetcher.state !== "idle"}
      >
        {children}
      </button>
    </fetcher.Form>
  );
}

// A quote's photos on its page: the pictures the customer will see on their link (the worn tread,
// the sidewall cut), one taken or chosen at a time (the phone's camera opens), each deletable.
import { Camera } from "lucide-react";
import { useFetcher } from "react-router";
import { FileField } from "~/components/ui/field";
import { RemoveButton } from "~/components/ui/remove-button";
import { StaffSection } from "~/components/ui/section";
import { SubmitButton } from "~/components/ui/submit-button";
import { QUOTE_PHOTO_LIMIT } from "~/domain/quote";
import { TYRE_PHOTO_ACCEPT } from "~/domain/tyre-photos";
import { type ActionResult, resultFieldErrors, useActionToast } from "~/lib/action-result";
import { imageAttrs, type StoredImage } from "~/lib/stored-image";
import { useStaffText } from "~/lib-ui/use-staff-text";

export function QuotePhotos({
  number,
  photos,
  editable,
}: {
  number: string;
  photos: { id: number; image: StoredImage }[];
  editable: boolean;
}) {
  const t = useStaffText().quotes.photos;
  const upload = useFetcher<ActionResult>();
  const remove = useFetcher<ActionResult>();
  useActionToast(upload, {
    onSuccess: () => {
      const input = document.getElementById("quote-photo") as HTMLInputElement | null;
      if (input) input.value = "";
    },
  });
  useActionToast(remove);
  const error = resultFieldErrors(upload.data).photo;
  return (
    <StaffSection titleId="quote-photos-title" title={t.title} intro={editable ? t.hint : undefined} className="print:hidden">
      {photos.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{t.none}</p>
      ) : (
        <ul className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-3" data-testid="quote-photos">
          {photos.map((p, i) => {
            const img = imageAttrs(p.image, 320);
            return (
              <li key={p.id} className="relative overflow-hidden rounded-lg border border-slate-200 bg-slate-50">
                {img && (
                  <img
                    {...img}
                    sizes="(min-width: 640px) 12rem, 45vw"
                    alt={t.alt(i + 1, number)}
                    className="aspect-square w-full object-cover"
                    loading="lazy"
                  />
                )}
                {editable && (
                  <span className="absolute right-1 top-1 rounded-md bg-white/90">
                    <RemoveButton
                      label={t.delete(i + 1)}
                      disabled={remove.state !== "idle"}
                      onClick={() => void remove.submit({ intent: "photo-delete", photo: p.id }, { method: "post" })}
                    />
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {editable && photos.length < QUOTE_PHOTO_LIMIT && (
        <upload.Form
          method="post"
          encType="multipart/form-data"
          className="mt-3 flex flex-wrap items-end gap-3"
          data-testid="quote-photo-upload"
        >
          <input type="hidden" name="intent" value="photo-add" />
          <FileField
            id="quote-photo"
            name="photo"
            label={t.take}
            accept={TYRE_PHOTO_ACCEPT}
            capture="environment"
            error={error}
            alert
            className="min-w-0 flex-1 basis-56"
          />
          <SubmitButton
            busy={upload.state !== "idle"}
            icon={Camera}
            label={t.add}
            busyLabel={t.adding}
            variant="outline"
            size="md"
            className="min-h-11"
          />
        </upload.Form>
      )}
    </StaffSection>
  );
}

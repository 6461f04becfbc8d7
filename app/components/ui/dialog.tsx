// The back-office's two dialogs: DialogShell (a Radix dialog: full-height sheet on phones, centred
// card above) and ConfirmDialog (the one confirmation before a destructive action: keep or go on).
// DialogFrame is the Radix dialog under DialogShell, for a dialog that draws its own header (the
// invoice, which prints).
import * as AlertDialog from "@radix-ui/react-alert-dialog";
import * as Dialog from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import type { ReactNode } from "react";
import { useStaffText } from "~/lib-ui/use-staff-text";
import { dangerButton, secondaryButton } from "./button";

/** A Radix dialog: the dimmed page and the box (`className`: its place and size); the title is the caller's. */
export function DialogFrame({
  open,
  onOpenChange,
  className,
  described = false,
  printsContent = false,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  className: string;
  /** The box holds a Dialog.Description (without one, the box is described by nothing). */
  described?: boolean;
  /** Only the box's content prints: the dimmed page is left out of the print. */
  printsContent?: boolean;
  children: ReactNode;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={`${printsContent ? "no-print " : ""}fixed inset-0 z-50 bg-slate-900/50`} />
        <Dialog.Content className={className} {...(described ? {} : { "aria-describedby": undefined })}>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

export function DialogShell({
  open,
  onOpenChange,
  title,
  description,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  children: ReactNode;
}) {
  const close = useStaffText().close;
  return (
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      className="fixed inset-x-0 bottom-0 z-50 max-h-[92dvh] overflow-y-auto rounded-t-2xl bg-white p-4 shadow-xl focus:outline-none sm:inset-auto sm:left-1/2 sm:top-1/2 sm:w-full sm:max-w-2xl sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-xl sm:p-6"
      described={Boolean(description)}
    >
      <div className="mb-4 flex items-start justify-between gap-4">
        <div>
          <Dialog.Title className="text-lg font-bold">{title}</Dialog.Title>
          {description && <Dialog.Description className="text-sm text-slate-600">{description}</Dialog.Description>}
        </div>
        <Dialog.Close className="rounded-md p-1 text-slate-500 hover:bg-slate-100" aria-label={close}>
          <X aria-hidden className="h-5 w-5" />
        </Dialog.Close>
      </div>
      {children}
    </DialogFrame>
  );
}

/** Asks before a destructive action; `onConfirm` runs only on the confirm button. */
export function ConfirmDialog({
  open,
  onClose,
  title,
  children,
  keepLabel,
  confirmLabel,
  onConfirm,
  confirmTestId,
  choice,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  /** What will happen, in a sentence or two. */
  children: ReactNode;
  keepLabel: string;
  confirmLabel: string;
  onConfirm: () => void;
  confirmTestId?: string;
  /** One thing more the confirmation may also do, as a tick box under the sentence ("also cancel its fitting"). */
  choice?: { label: string; checked: boolean; onChange: (checked: boolean) => void; testId: string };
}) {
  return (
    <AlertDialog.Root open={open} onOpenChange={(o) => !o && onClose()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <AlertDialog.Content className="fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl">
          <AlertDialog.Title className="text-lg font-bold">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-slate-600">
            {children}
            {choice && (
              <label className="mt-3 flex items-start gap-2 font-medium text-slate-800">
                <input
                  type="checkbox"
                  className="mt-1 h-4 w-4"
                  checked={choice.checked}
                  onChange={(e) => choice.onChange(e.target.checked)}
                  data-testid={choice.testId}
                />
                {choice.label}
              </label>
            )}
          </AlertDialog.Description>
          <div className="mt-6 flex flex-wrap justify-end gap-2">
            <AlertDialog.Cancel className={`${secondaryButton} min-h-11`}>{keepLabel}</AlertDialog.Cancel>
            <AlertDialog.Action className={`${dangerButton} min-h-11`} onClick={onConfirm} data-testid={confirmTestId}>
              {confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

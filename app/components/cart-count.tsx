// The basket count, in the staff header and in the public header an admin sees: a link to the
// checkout with the number of items in a badge. The basket lives in this browser (localStorage),
// so the server renders 0 and the browser fills the number in: the staff layout's basket store
// once React hydrates; on the public pages, which are not hydrated, app/enhance/header.ts through
// the hooks below. The badge is two digits wide from the first paint, so the number arriving
// moves nothing in the header.
import { ShoppingCart } from "lucide-react";
import type { ComponentProps } from "react";
import { NavLink } from "react-router";
import { HOOK, hook } from "~/enhance/contract";
import { staffPath } from "~/staff-paths";

/** The number in its badge: 1.75rem holds two digits of text-xs with room to spare. */
export function CartBadge({ count, className = "", ...rest }: { count: number } & Omit<ComponentProps<"span">, "children">) {
  return (
    <span
      {...rest}
      className={`inline-block min-w-7 rounded-full bg-brand-700 px-1 text-center text-xs font-bold tabular-nums text-white ${className}`}
    >
      {count}
    </span>
  );
}

export function CartCount({
  count,
  label,
  text,
  className = "",
}: {
  count: number;
  /** The link's accessible name for n items ("Cart: 3 items"): the messages' nav.cartCount. */
  label: (n: number) => string;
  /** A word beside the icon on wide screens. */
  text?: string;
  className?: string;
}) {
  return (
    <NavLink
      to={staffPath("checkout")}
      className={`relative flex items-center gap-1 px-2 text-sm hover:bg-slate-100 ${className}`}
      aria-label={label(count)}
      {...hook(HOOK.cartLink)}
      {...hook(HOOK.cartLabelOne, label(1))}
      {...hook(HOOK.cartLabelOther, label(2).replace("2", "{n}"))}
    >
      <ShoppingCart aria-hidden className="h-5 w-5" />
      {text && <span className="hidden xl:inline">{text}</span>}
      <CartBadge count={count} data-testid="cart-count" {...hook(HOOK.cartCount)} />
    </NavLink>
  );
}

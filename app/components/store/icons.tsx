// The public pages' icons: lucide's drawings, rendered as fixed SVG elements. lucide-react's own
// components rebuild every icon's attributes and children on each render (merging class lists,
// mapping attribute names), about 5 % of the CPU of an uncached public page, which renders on the
// server only. Here the children are built once per icon and each render is one <svg> element
// with the same attributes and markup as lucide's (icons.test.tsx compares the two).
// Public pages import icons from this module; ESLint refuses lucide-react there.
import {
  ArrowLeft as ArrowLeftIcon,
  CheckCircle2 as CheckCircle2Icon,
  ChevronDown as ChevronDownIcon,
  ChevronLeft as ChevronLeftIcon,
  ChevronRight as ChevronRightIcon,
  CircleCheck as CircleCheckIcon,
  CloudRain as CloudRainIcon,
  ExternalLink as ExternalLinkIcon,
  Fuel as FuelIcon,
  Home as HomeIcon,
  LogOut as LogOutIcon,
  type LucideIcon,
  Mail as MailIcon,
  MapPin as MapPinIcon,
  Menu as MenuIcon,
  MessageCircle as MessageCircleIcon,
  Navigation as NavigationIcon,
  Phone as PhoneIcon,
  Search as SearchIcon,
  SearchX as SearchXIcon,
  TriangleAlert as TriangleAlertIcon,
  Volume2 as Volume2Icon,
  Wrench as WrenchIcon,
  X as XIcon,
} from "lucide-react";
import { createElement, type ReactElement, type SVGProps } from "react";

interface IconData {
  name: string;
  /** Former names, also given as classes (lucide-home on the house icon). */
  aliases?: unknown[];
  node: [tag: string, attributes: Record<string, string>][];
}

/** A lucide component's drawing: its outer render only wraps the data in an element, no hooks. */
function iconData(component: LucideIcon): IconData {
  const render = (component as unknown as { render(props: object, ref: null): ReactElement<{ icon: IconData }> }).render;
  return render({}, null).props.icon;
}

type IconProps = Omit<SVGProps<SVGSVGElement>, "ref">;

/** An icon component drawing `component`'s icon, with lucide's defaults (24 px, stroke 2). */
export function staticIcon(component: LucideIcon) {
  const { name, aliases = [], node } = iconData(component);
  const children = node.map(([tag, attributes]) => createElement(tag, attributes));
  const names = [name, ...aliases.filter((a): a is string => typeof a === "string" && a.trim() !== "")];
  const base = ["lucide", ...names.map((n) => `lucide-${n}`)].join(" ");
  function Icon({ className, children: _ignored, ...rest }: IconProps) {
    // Like lucide: hidden from assistive technology unless the caller labels it.
    const labelled = Object.keys(rest).some(
      (k) => (k.startsWith("aria-") || k === "role" || k === "title") && rest[k as keyof typeof rest] != null,
    );
    return createElement(
      "svg",
      {
        xmlns: "http://www.w3.org/2000/svg",
        width: 24,
        height: 24,
        viewBox: "0 0 24 24",
        fill: "none",
        stroke: "currentColor",
        strokeWidth: 2,
        strokeLinecap: "round",
        strokeLinejoin: "round",
        className: className ? `${base} ${className}` : base,
        ...(labelled ? {} : { "aria-hidden": "true" }),
        ...rest,
      },
      children,
    );
  }
  Icon.displayName = component.displayName;
  return Icon;
}

export const ArrowLeft = staticIcon(ArrowLeftIcon);
export const CheckCircle2 = staticIcon(CheckCircle2Icon);
export const ChevronDown = staticIcon(ChevronDownIcon);
export const ChevronLeft = staticIcon(ChevronLeftIcon);
export const ChevronRight = staticIcon(ChevronRightIcon);
export const CircleCheck = staticIcon(CircleCheckIcon);
export const CloudRain = staticIcon(CloudRainIcon);
export const ExternalLink = staticIcon(ExternalLinkIcon);
export const Fuel = staticIcon(FuelIcon);
export const Home = staticIcon(HomeIcon);
export const LogOut = staticIcon(LogOutIcon);
export const Mail = staticIcon(MailIcon);
export const MapPin = staticIcon(MapPinIcon);
export const Menu = staticIcon(MenuIcon);
export const MessageCircle = staticIcon(MessageCircleIcon);
export const Navigation = staticIcon(NavigationIcon);
export const Phone = staticIcon(PhoneIcon);
export const Search = staticIcon(SearchIcon);
export const SearchX = staticIcon(SearchXIcon);
export const TriangleAlert = staticIcon(TriangleAlertIcon);
export const Volume2 = staticIcon(Volume2Icon);
export const Wrench = staticIcon(WrenchIcon);
export const X = staticIcon(XIcon);

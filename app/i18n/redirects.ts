// Permanent redirects of old and mixed-language paths, worked out from the path table:
// English slugs without the /en prefix (/about, /tyre/42) and Spanish slugs under /en
// (/en/contacto, /en/neumatico/42) go to the English page. The id and the query string are kept
// (the shop's previous site dropped the id; a query too long for a Location is dropped, see
// app/lib/redirect-url.ts). Pure: the not-found route answers with the result.
import { keepQuery, MAX_LOCATION } from "~/lib/redirect-url";
import { compilePath, PUBLIC_PAGES } from "./paths";

interface Rule {
  re: RegExp;
  names: string[];
  target: string;
}

function compile(pattern: string, target: string): Rule {
  return { ...compilePath(pattern, "i"), target };
}

const RULES: Rule[] = PUBLIC_PAGES.flatMap((p) => {
  const rules: Rule[] = [];
  const esPaths = new Set<string>(PUBLIC_PAGES.map((q) => q.es));
  // English slug without the /en prefix, unless that path is a Spanish page itself (/blog, /cookies).
  const bare = p.en.replace(/^\/en/, "");
  if (bare && !esPaths.has(bare)) rules.push(compile(bare, p.en));
  // Spanish slug under /en, unless it already is the English path.
  if (p.es !== "/" && `/en${p.es}` !== p.en) rules.push(compile(`/en${p.es}`, p.en));
  return rules;
});

/**
 * Where an old or mixed-language path now lives, with its params and query string kept; null when
 * the path is not one of them. `search` is the raw query string, with or without its "?".
 */
export function redirectTarget(pathname: string, search = ""): string | null {
  for (const rule of RULES) {
    const m = rule.re.exec(pathname);
    if (!m) continue;
    // Params are kept exactly as they came (already URL-encoded in the request path).
    const path = rule.target.replace(/:(\w+)/g, (_, name: string) => m[rule.names.indexOf(name) + 1]);
    // A param too long for a Location is no id of ours: the path is answered 404 like any other.
    if (path.length > MAX_LOCATION) return null;
    return keepQuery(path, search);
  }
  return null;
}

/** Permanent (and method-preserving for non-GET) status for a redirect. */
export function redirectStatus(method: string): 301 | 308 {
  return method === "GET" || method === "HEAD" ? 301 : 308;
}

// ESLint for the whole tree (npm run lint). Formatting is Prettier's job, not ESLint's.
import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import { defineConfig, globalIgnores } from "eslint/config";
import tseslint from "typescript-eslint";

// Public pages are rendered on the server and never hydrated (docs/decisions/060-public-pages-without-hydration.md):
// a state hook, an effect or an event handler in them is shipped as dead code that silently does nothing.
const notHydrated = "Public pages are not hydrated: put behaviour in app/enhance/ (data-* attributes from app/enhance/contract.ts).";
const clientOnlyHooks = {
  react: [
    "useState",
    "useEffect",
    "useLayoutEffect",
    "useInsertionEffect",
    "useReducer",
    "useRef",
    "useSyncExternalStore",
    "useTransition",
    "useDeferredValue",
    "useActionState",
    "useOptimistic",
    "useEffectEvent",
  ],
  "react-router": ["useFetcher", "useFetchers", "useSubmit", "useNavigation", "useRevalidator", "useSearchParams", "useBlocker"],
  "~/lib-ui/basket-store": ["useBasket"],
  "~/lib/action-result": ["useActionToast"],
  "~/lib/use-form-validation": ["useFormValidation"],
};
const reactClientHook = `^(${clientOnlyHooks.react.join("|")})$`;
// On a page that never hydrates, <Link> renders the same <a> as a plain anchor but runs React
// Router's client machinery (path resolution, click handlers) on every server render.
const plainLinks = "Public pages are not hydrated: use a plain <a href={href(...)}> (the path table), not React Router's <Link>.";

// lucide-react's components rebuild each icon on every render; public pages draw the same icons
// as fixed elements.
const staticIcons = "Public pages import icons from ~/components/store/icons (lucide's drawings as fixed SVG elements).";

// Route modules only compose (docs/decisions/090-staff-screen-shape.md): queries, schemas, dialogs
// and the auth library live in app/server, app/domain and app/components, never in a route.
const shapeImports = [
  { name: "drizzle-orm", message: "Routes do not query: call a function of app/server/**/*.server.ts." },
  { name: "~db/schema", message: "Routes do not query: call a function of app/server/**/*.server.ts." },
  { name: "zod", message: "Schemas live in app/domain/ (the browser and the action share them)." },
  { name: "better-auth", message: "Sign-in and sessions are functions of app/server/auth/auth.server.ts and session.server.ts." },
];
const shapePatterns = [
  {
    group: ["drizzle-orm/*", "**/db/schema", "better-auth/*"],
    message: "Routes call app/server/**/*.server.ts; they do not query or use the auth library.",
  },
  { group: ["@radix-ui/*"], message: "Dialogs and menus come from the staff kit (app/components/ui/)." },
];
// A route module is meta, loader, action, the component assembling its parts and the error
// boundary: about 200 lines. Today's oversized modules, being split by their owners; this list
// only shrinks.
const ROUTE_LINE_BUDGET = 200;
// A route's server half (app/routes/staff/verifactu.server.ts beside verifactu.tsx): the service
// code that reads the screen's form and answers, kept beside its route; the route module itself
// still only composes.
const ROUTE_SERVER_HALVES = "app/routes/**/*.server.ts";
const OVERSIZED_ROUTES = [];
// Routes that still import a restricted package, being moved by their owners; this list only shrinks.
const ROUTES_WITH_RESTRICTED_IMPORTS = [];

// One clock (app/lib/shop-clock.ts): the only module that names the shop's time zone or builds an
// Intl date format. A second zone literal or formatter elsewhere drifts from it (a different
// zone, a missing zone that falls back to the server's). Tests compare against the real zone.
const oneClock =
  "Dates are written by app/lib/shop-clock.ts (its formatters, formatShopDay, shopHourMinute); the zone is named there only.";
const clockSyntax = [
  { selector: "Literal[value='Europe/Madrid']", message: oneClock },
  { selector: "TemplateElement[value.raw=/Europe\\/Madrid/]", message: oneClock },
  { selector: "NewExpression[callee.object.name='Intl'][callee.property.name='DateTimeFormat']", message: oneClock },
  { selector: "CallExpression[callee.object.name='Intl'][callee.property.name='DateTimeFormat']", message: oneClock },
];
const noMessageConstant =
  "No message constant here: declare the messages' shape as an interface and put the English in app/i18n/staff/en/ (a rule returns a Reason, a service throws a Refusal worded from the catalogue; docs/how-we-build.md).";
const messageConstantSyntax = [
  {
    selector: "ExportNamedDeclaration > VariableDeclaration > VariableDeclarator[id.name=/_(MESSAGES?|REFUSALS)$/]",
    message: noMessageConstant,
  },
];
const CLOCK_FILES = ["app/lib/shop-clock.ts"];
const TEST_FILES = ["**/*.test.{ts,tsx}", "tests/**"];

const storeImports = [
  ...Object.entries(clientOnlyHooks).map(([name, importNames]) => ({ name, importNames, message: notHydrated })),
  { name: "react-router", importNames: ["Link", "NavLink"], message: plainLinks },
  { name: "lucide-react", message: staticIcons },
];

export default defineConfig([
  globalIgnores([
    "build/",
    "build-*/",
    ".react-router/",
    "node_modules/",
    "data/",
    "test-results/",
    "playwright-report/",
    "bench/results/",
    "db/migrations/",
  ]),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    // CommonJS configuration files (.dependency-cruiser.cjs): Node's module globals.
    files: ["**/*.cjs"],
    languageOptions: { sourceType: "commonjs", globals: { module: "writable", require: "readonly" } },
  },
  {
    rules: {
      // `_name` marks a parameter or binding kept on purpose (a positional argument, a destructured rest).
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrorsIgnorePattern: "^_", ignoreRestSiblings: true },
      ],
      // Augmenting a library's global types (Express.Locals) can only be written as a declared namespace.
      "@typescript-eslint/no-namespace": ["error", { allowDeclarations: true }],
    },
  },
  {
    files: ["app/**/*.{ts,tsx}", "tests/**/*.{ts,tsx}"],
    extends: [reactHooks.configs.flat.recommended],
    rules: {
      // A missing dependency is a stale value on screen: an error, like the other rules of hooks.
      "react-hooks/exhaustive-deps": "error",
      // The only warnings: both are about what the React Compiler could optimise, and the app does not use it.
      "react-hooks/incompatible-library": "warn",
      "react-hooks/unsupported-syntax": "warn",
    },
  },
  {
    files: ["app/**/*.tsx"],
    extends: [jsxA11y.flatConfigs.recommended],
  },
  {
    files: ["**/*.{ts,tsx,js,mjs,cjs}"],
    ignores: [...CLOCK_FILES, ...TEST_FILES],
    rules: {
      "no-restricted-syntax": ["error", ...clockSyntax],
    },
  },
  {
    // The domain and the base helpers hold no words for staff: a rule declares the shape of its
    // messages (an interface) and says why with a Reason; the English lives in the staff catalogue
    // (app/i18n/staff/en/), beside the Spanish. This block replaces the clock rule's options for
    // these files: they keep both.
    files: ["app/domain/**/*.ts", "app/lib/**/*.ts"],
    ignores: [...CLOCK_FILES, ...TEST_FILES],
    rules: {
      "no-restricted-syntax": ["error", ...clockSyntax, ...messageConstantSyntax],
    },
  },
  {
    files: ["app/routes/**/*.{ts,tsx}"],
    ignores: [...ROUTES_WITH_RESTRICTED_IMPORTS, "app/routes/**/*.test.{ts,tsx}", ROUTE_SERVER_HALVES],
    rules: {
      "no-restricted-imports": ["error", { paths: shapeImports, patterns: shapePatterns }],
    },
  },
  {
    files: ["app/routes/**/*.{ts,tsx}"],
    ignores: [...OVERSIZED_ROUTES, "app/routes/**/*.test.{ts,tsx}", ROUTE_SERVER_HALVES],
    rules: {
      "max-lines": ["error", { max: ROUTE_LINE_BUDGET, skipBlankLines: false, skipComments: false }],
    },
  },
  {
    files: ["app/routes/store/**/*.{ts,tsx}", "app/components/store/**/*.{ts,tsx}"],
    ignores: ["app/components/store/icons.tsx", "app/components/store/icons.test.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: storeImports,
        },
      ],
      "no-restricted-syntax": [
        "error",
        { selector: "JSXAttribute[name.name=/^on[A-Z]/]", message: notHydrated },
        { selector: `MemberExpression[object.name='React'][property.name=/${reactClientHook}/]`, message: notHydrated },
        // This block replaces the clock rule's options for public files: they keep both.
        ...clockSyntax,
      ],
    },
  },
  {
    // The store block above replaces the route shape's rule for public routes: they keep both.
    files: ["app/routes/store/**/*.{ts,tsx}"],
    ignores: [ROUTE_SERVER_HALVES],
    rules: {
      "no-restricted-imports": ["error", { paths: [...storeImports, ...shapeImports], patterns: shapePatterns }],
    },
  },
]);

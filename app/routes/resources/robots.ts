// Placeholder robots.txt (completed in the metadata issue).
export function loader() {
  return new Response("User-agent: *\nDisallow: /dashboard\nDisallow: /login\n", { headers: { "Content-Type": "text/plain" } });
}

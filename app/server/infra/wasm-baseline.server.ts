// The embedded database (PGlite) is PostgreSQL compiled to WebAssembly. Node 24's V8 first compiles
// it with its baseline compiler, then optimizes the functions that get hot on background threads;
// optimizing one of PostgreSQL's largest functions takes V8 about 600 MB of memory for half a
// second, and it gets hot during the first seconds of every start. Measured on the demo shop: the
// server's peak memory ~780 MB with it against ~240 MB without, its idle memory afterwards ~290
// against ~242 MB (the C allocator keeps part of what was freed), and the uncached listing's
// throughput about 5 % lower (WebAssembly is an eighth of a listing's CPU).
// A small shop's server may have 1 GB of memory in all, so a server on the embedded database runs
// with WebAssembly's baseline code only. V8 reads these flags when it starts (it ignores a change
// made from inside the process afterwards), so the entry replaces its own process image with the
// same command plus the flags (process.execve: same pid, same output, ~20 ms).
export const WASM_BASELINE_FLAGS = ["--no-wasm-dynamic-tiering", "--no-wasm-tier-up"] as const;

/**
 * Called first by the entries that may open the embedded database (the server and the command-line
 * tools): starts this process again with {@link WASM_BASELINE_FLAGS} unless it already has them, it
 * will use PostgreSQL (DATABASE_URL set) or the platform cannot replace a process (Windows, or the
 * replacement failed: it then goes on as it is).
 */
export function restartWithBaselineWasm(): void {
  if (process.env.DATABASE_URL) return;
  if (WASM_BASELINE_FLAGS.every((flag) => process.execArgv.includes(flag))) return;
  if (typeof process.execve !== "function") return;
  try {
    process.execve(
      process.execPath,
      [process.execPath, ...WASM_BASELINE_FLAGS, ...process.execArgv, ...process.argv.slice(1)],
      process.env,
    );
  } catch {
    // The process could not be replaced: it goes on with V8's defaults (more memory at start).
  }
}

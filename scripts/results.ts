// Where the full runs of the route fuzzer and the crash test record their figures: a JSON file and
// a Markdown summary in bench/results/ (next to the benchmark's), each headed by the same facts
// about the run as the benchmark's (date, commit, machine, load at start, Node).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export interface RunMeta {
  date: string;
  commit: string;
  command: string;
  node: string;
  cpus: number;
  cpuModel: string | undefined;
  loadAverageAtStart: number[];
}

/** The facts about this run, taken at its start. */
export function runMeta(command: string): RunMeta {
  return {
    date: new Date().toISOString(),
    commit: spawnSync("git", ["rev-parse", "--short", "HEAD"], { encoding: "utf8" }).stdout.trim(),
    command,
    node: process.version,
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model,
    loadAverageAtStart: os.loadavg().map((x) => Math.round(x * 100) / 100),
  };
}

/** The heading line of a Markdown summary. */
export function metaLine(m: RunMeta, what: string): string {
  return `${m.date}, commit ${m.commit}, ${what}, ${m.cpus} CPUs (load ${m.loadAverageAtStart.join(" ")} at start), Node ${m.node}.`;
}

/** Writes `<dir>/<name>.json` and `<dir>/<name>.md`; returns their paths. */
export function writeResults(dir: string, name: string, json: unknown, markdown: string): string[] {
  fs.mkdirSync(dir, { recursive: true });
  const files = [path.join(dir, `${name}.json`), path.join(dir, `${name}.md`)];
  fs.writeFileSync(files[0]!, JSON.stringify(json, null, 2) + "\n");
  fs.writeFileSync(files[1]!, markdown.trimEnd() + "\n");
  return files;
}

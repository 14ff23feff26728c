/**
 * What a Lighthouse load's saved trace says about the machine it ran on. Lighthouse's simulation multiplies
 * the observed wall time of the page's main-thread tasks; on a busy host a task's wall time includes the time
 * its thread waited for a core (or for the browser process: on Linux each new font strike is a synchronous
 * call to it), which a phone running only the page would not wait. Wall ÷ CPU of the renderer's main-thread
 * tasks says how much of what the simulation multiplied was waiting.
 */
import { readFileSync } from 'node:fs';

interface TraceEvent {
  name: string;
  ph?: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
}

/** Tasks this long or longer are the ones Lighthouse's simulation keeps as CPU work of their own. */
const SIGNIFICANT_TASK_US = 10_000;

/** Wall time ÷ thread CPU time of the page's main-thread tasks of 10 ms or more; null without thread times. */
export function mainThreadWallPerCpu(traceFile: string): number | null {
  const raw = JSON.parse(readFileSync(traceFile, 'utf8')) as TraceEvent[] | { traceEvents: TraceEvent[] };
  const events = Array.isArray(raw) ? raw : raw.traceEvents;
  // The page's renderer main thread: the one that ran its scripts and laid it out.
  const work = new Map<string, number>();
  for (const e of events)
    if (e.name === 'FunctionCall' || e.name === 'Layout')
      work.set(`${e.pid}:${e.tid}`, (work.get(`${e.pid}:${e.tid}`) ?? 0) + 1);
  const main = [...work].sort((a, b) => b[1] - a[1])[0]?.[0];
  if (!main) return null;
  let wall = 0;
  let cpu = 0;
  for (const e of events) {
    if (e.name !== 'RunTask' || e.ph !== 'X' || `${e.pid}:${e.tid}` !== main) continue;
    if ((e.dur ?? 0) < SIGNIFICANT_TASK_US || e.tdur === undefined) continue;
    wall += e.dur!;
    cpu += e.tdur;
  }
  return cpu > 0 ? Math.round((wall / cpu) * 10) / 10 : null;
}

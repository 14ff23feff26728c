/** Parses `--scale N` / `--scale=N`; answers null without it, or an error message. */
export function parseSeedArgs(args: string[]): { scale: number | null } | { error: string } {
  let raw: string | undefined;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--scale') raw = args[++i] ?? '';
    else if (arg.startsWith('--scale=')) raw = arg.slice('--scale='.length);
    else if (arg === '--help' || arg === '-h') return { error: '' };
    else return { error: `未知参数：${arg}` };
  }
  if (raw === undefined) return { scale: null };
  const n = Number(raw);
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(n) || n < 1 || n > 1_000_000)
    return { error: `--scale 需要 1 到 1000000 的整数，收到「${raw}」` };
  return { scale: n };
}

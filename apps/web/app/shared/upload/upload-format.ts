// How the uploader shows a transfer's speed and remaining time (creators' and staff uploads alike).

/** '1.2 MB/s' */
export function formatSpeed(bytesPerSecond: number): string {
  if (bytesPerSecond >= 1024 * 1024) return `${(bytesPerSecond / 1024 / 1024).toFixed(1)} MB/s`;
  return `${Math.max(0, Math.round(bytesPerSecond / 1024))} KB/s`;
}

/** '剩余 1分05秒' style remaining time. */
export function formatRemaining(seconds: number | null): string {
  if (seconds === null) return '计算中';
  if (seconds < 60) return `${seconds}秒`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes}分${String(seconds % 60).padStart(2, '0')}秒`;
  return `${Math.floor(minutes / 60)}小时${minutes % 60}分`;
}

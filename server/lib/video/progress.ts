/**
 * How far an encode is, from ffmpeg's `-progress pipe:1` (blocks of `key=value` lines, one block
 * about every half second, each with `out_time_us`: how much of the clip has been written).
 * Reported as a whole percent, never back, at most once per `everyMs`, and never 100 (the job says
 * ready or failed once the MP4 is stored).
 */
export function progressReader(
  totalSeconds: number,
  onProgress: (percent: number) => void,
  everyMs = 300,
): (chunk: string) => void {
  let partial = '';
  let reportedAt = 0;
  let reported = -1;
  return (chunk) => {
    const lines = (partial + chunk).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) {
      const written = /^out_time_us=(\d+)/.exec(line.trim());
      if (!written || !(totalSeconds > 0)) continue;
      const percent = Math.min(99, Math.floor((Number(written[1]) / 1e6 / totalSeconds) * 100));
      const now = Date.now();
      if (percent <= reported || now - reportedAt < everyMs) continue;
      reported = percent;
      reportedAt = now;
      try {
        onProgress(percent);
      } catch {
        // A listener's failure never stops the encode.
      }
    }
  };
}

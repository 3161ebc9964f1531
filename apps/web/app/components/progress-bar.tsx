import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';

/** Top navigation progress (2.3-16, 9-21: 0→100% over 5000 ms, shown only after 200 ms). */
export function ProgressBar() {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  const [progress, setProgress] = useState<number | null>(null);
  useEffect(() => {
    if (!busy) {
      setProgress((p) => (p === null ? null : 100));
      const done = setTimeout(() => setProgress(null), 250);
      return () => clearTimeout(done);
    }
    const started = Date.now();
    let timer: ReturnType<typeof setInterval> | undefined;
    const show = setTimeout(() => {
      timer = setInterval(() => setProgress(Math.min(95, ((Date.now() - started) / 5000) * 100)), 200);
    }, 200);
    return () => {
      clearTimeout(show);
      clearInterval(timer);
    };
  }, [busy]);
  if (progress === null) return null;
  return (
    <div
      role="progressbar"
      aria-label="Loading"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(progress)}
      className="fixed inset-x-0 top-0 z-[60] h-0.5"
    >
      <div className="h-full bg-accent transition-[width] duration-200" style={{ width: `${progress}%` }} />
    </div>
  );
}

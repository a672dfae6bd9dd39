import { animate } from 'motion/react';
import { useEffect, useRef, useState } from 'react';

/** A number that counts up (or down) to its new value; jumps straight there with reduced motion. */
export function CountUp({ value, reducedMotion }: { value: number; reducedMotion: boolean }) {
  const [shown, setShown] = useState(value);
  const from = useRef(value);
  useEffect(() => {
    if (reducedMotion || from.current === value) {
      from.current = value;
      setShown(value);
      return;
    }
    const controls = animate(from.current, value, {
      duration: 0.9,
      ease: 'easeOut',
      onUpdate: (latest) => setShown(Math.round(latest)),
    });
    from.current = value;
    return () => controls.stop();
  }, [value, reducedMotion]);
  return <>{shown}</>;
}

import { useCallback, useEffect, useRef, useState, type PointerEvent } from 'react';
import {
  lookFromDrag,
  lookFromOrientation,
  wrapDegrees,
  type LookDirection,
} from '../../../protocol/ar-venue';

type Reading = { alpha: number; beta: number; compassHeading?: number };
type OrientationWithPermission = typeof DeviceOrientationEvent & {
  requestPermission?: () => Promise<'granted' | 'denied'>;
};

/**
 * Asks iOS for motion sensor access (it must be asked from a tap, before anything is awaited).
 * Elsewhere there is nothing to ask; answers whether orientation events may come.
 */
export async function requestOrientationAccess(): Promise<boolean> {
  if (typeof DeviceOrientationEvent === 'undefined') return false;
  const withPermission = DeviceOrientationEvent as OrientationWithPermission;
  if (typeof withPermission.requestPermission !== 'function') return true;
  try {
    return (await withPermission.requestPermission()) === 'granted';
  } catch {
    return false;
  }
}

function readingOf(event: DeviceOrientationEvent): Reading | undefined {
  if (event.alpha === null || event.beta === null) return undefined;
  const compass = (event as DeviceOrientationEvent & { webkitCompassHeading?: number })
    .webkitCompassHeading;
  return { alpha: event.alpha, beta: event.beta, compassHeading: compass ?? undefined };
}

/**
 * Where the AR view looks: the phone's turn since AR started (deviceorientation), plus what the
 * guest dragged. Without a sensor (a laptop, a refused permission) dragging alone looks around.
 */
export function useLookDirection(active: boolean) {
  const [sensorLook, setSensorLook] = useState<LookDirection>({ yaw: 0, pitch: 0 });
  const [dragLook, setDragLook] = useState<LookDirection>({ yaw: 0, pitch: 0 });
  const [hasSensor, setHasSensor] = useState(false);
  const drag = useRef<{ x: number; y: number } | null>(null);

  useEffect(() => {
    if (!active || typeof window === 'undefined') return;
    let start: Reading | undefined;
    const onOrientation = (event: DeviceOrientationEvent) => {
      const reading = readingOf(event);
      if (!reading) return;
      start ??= reading;
      setHasSensor(true);
      setSensorLook(lookFromOrientation(reading, start));
    };
    window.addEventListener('deviceorientation', onOrientation);
    return () => {
      window.removeEventListener('deviceorientation', onOrientation);
      setSensorLook({ yaw: 0, pitch: 0 });
      setDragLook({ yaw: 0, pitch: 0 });
      setHasSensor(false);
    };
  }, [active]);

  const onPointerDown = useCallback((event: PointerEvent<HTMLElement>) => {
    // Taps on markers stay taps; only the backdrop drags.
    if (event.target !== event.currentTarget) return;
    drag.current = { x: event.clientX, y: event.clientY };
    event.currentTarget.setPointerCapture(event.pointerId);
  }, []);
  const onPointerMove = useCallback((event: PointerEvent<HTMLElement>) => {
    if (!drag.current) return;
    const { width, height } = event.currentTarget.getBoundingClientRect();
    const dx = event.clientX - drag.current.x;
    const dy = event.clientY - drag.current.y;
    drag.current = { x: event.clientX, y: event.clientY };
    setDragLook((look) => lookFromDrag(look, { dx, dy }, { width, height }));
  }, []);
  const onPointerUp = useCallback(() => {
    drag.current = null;
  }, []);

  const look: LookDirection = {
    yaw: wrapDegrees(sensorLook.yaw + dragLook.yaw),
    pitch: Math.max(-90, Math.min(90, sensorLook.pitch + dragLook.pitch)),
  };
  return {
    look,
    hasSensor,
    dragHandlers: {
      onPointerDown,
      onPointerMove,
      onPointerUp,
      onPointerCancel: onPointerUp,
    },
  };
}

import { useCallback, useEffect, useRef, useState } from 'react';
import { useStrings } from '../../lib/use-strings';
import { GIF_LIMITS, recordingPlan, type GifSettings } from '../../../protocol/gif';
import { CameraNeedsHttpsError, openCamera, playStream, stopCamera } from '../../lib/camera';
import { toast } from '../../lib/ui/use-toast';
import { encodeInWorker } from './encode-in-worker';
import { GIF_FRAME_SIZE, captureFrame } from './frame-capture';

export type GifPhase =
  'idle' | 'starting' | 'camera' | 'recording' | 'stopped' | 'encoding' | 'created';

export type CreatedGif = { blob: Blob; url: string; fileName: string };

/**
 * The GIF creator's states (spec §4): idle, camera on, recording (one frame every 1000 / fps ms
 * until duration x fps frames), stopped, GIF created, then download or reset. Unmounting (closing
 * the dialog) stops the camera and drops everything.
 */
export function useGifCreator(lines: readonly [string, string]) {
  const { t } = useStrings('gif-creator');
  const videoRef = useRef<HTMLVideoElement>(null);
  const stream = useRef<MediaStream | null>(null);
  const frames = useRef<Uint8ClampedArray[]>([]);
  const timer = useRef<number | undefined>(undefined);
  const gifRef = useRef<CreatedGif | null>(null);
  const [phase, setPhase] = useState<GifPhase>('idle');
  const [recorded, setRecorded] = useState(0);
  const [encoded, setEncoded] = useState(0);
  const [gif, setGif] = useState<CreatedGif | null>(null);
  const [cameraRefused, setCameraRefused] = useState(false);

  const replaceGif = useCallback((next: CreatedGif | null) => {
    if (gifRef.current) URL.revokeObjectURL(gifRef.current.url);
    gifRef.current = next;
    setGif(next);
  }, []);

  const stopTimer = () => {
    window.clearInterval(timer.current);
    timer.current = undefined;
  };

  useEffect(
    () => () => {
      stopTimer();
      stopCamera(stream.current);
      stream.current = null;
      if (gifRef.current) URL.revokeObjectURL(gifRef.current.url);
    },
    [],
  );

  const startCamera = useCallback(async () => {
    setPhase('starting');
    try {
      const { width, height, facingMode } = GIF_LIMITS.camera;
      stream.current = await openCamera({
        width: { ideal: width },
        height: { ideal: height },
        facingMode,
      });
      if (videoRef.current) await playStream(videoRef.current, stream.current);
      setCameraRefused(false);
      setPhase('camera');
    } catch (error) {
      stopCamera(stream.current);
      stream.current = null;
      setCameraRefused(true);
      setPhase('idle');
      toast({
        variant: 'destructive',
        title: t('toast.cameraErrorTitle'),
        description: t(
          error instanceof CameraNeedsHttpsError
            ? 'toast.cameraNeedsHttps'
            : 'toast.cameraErrorDescription',
        ),
      });
    }
  }, [t]);

  const stopRecording = useCallback(() => {
    stopTimer();
    setPhase(frames.current.length > 0 ? 'stopped' : 'camera');
  }, []);

  const record = useCallback(
    (settings: GifSettings) => {
      const video = videoRef.current;
      if (!video || !stream.current) return;
      const canvas = document.createElement('canvas');
      canvas.width = GIF_FRAME_SIZE.width;
      canvas.height = GIF_FRAME_SIZE.height;
      const context = canvas.getContext('2d', { willReadFrequently: true });
      if (!context) return;
      replaceGif(null);
      frames.current = [];
      setRecorded(0);
      setPhase('recording');
      const plan = recordingPlan(settings);
      const captureOne = () => {
        frames.current.push(captureFrame(video, context, lines));
        setRecorded(frames.current.length);
        if (frames.current.length >= plan.frames) stopRecording();
      };
      captureOne();
      timer.current = window.setInterval(captureOne, plan.intervalMs);
    },
    [lines, replaceGif, stopRecording],
  );

  const create = useCallback(
    async (settings: GifSettings) => {
      if (frames.current.length === 0) {
        toast({ title: t('toast.noFramesTitle'), description: t('toast.noFramesDescription') });
        return;
      }
      const recordedFrames = frames.current;
      frames.current = [];
      setEncoded(0);
      setPhase('encoding');
      try {
        const blob = await encodeInWorker(
          {
            frames: recordedFrames.map((frame) => frame.buffer as ArrayBuffer),
            ...GIF_FRAME_SIZE,
            delayMs: recordingPlan(settings).intervalMs,
          },
          (done, total) => setEncoded(Math.round((done / total) * 100)),
        );
        replaceGif({
          blob,
          url: URL.createObjectURL(blob),
          fileName: `wedding-gif-${Date.now()}.gif`,
        });
        setPhase('created');
      } catch {
        // The frames went to the worker: the guest records again.
        setRecorded(0);
        setPhase(stream.current ? 'camera' : 'idle');
        toast({
          variant: 'destructive',
          title: t('toast.creationErrorTitle'),
          description: t('toast.creationErrorDescription'),
        });
      }
    },
    [replaceGif, t],
  );

  const reset = useCallback(() => {
    stopTimer();
    frames.current = [];
    setRecorded(0);
    replaceGif(null);
    setPhase(stream.current ? 'camera' : 'idle');
  }, [replaceGif]);

  return {
    videoRef,
    phase,
    recorded,
    encoded,
    gif,
    cameraRefused,
    startCamera,
    record,
    stopRecording,
    create,
    reset,
  };
}

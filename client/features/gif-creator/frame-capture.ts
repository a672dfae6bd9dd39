/** The GIF's own size: half the camera's 480 x 640, so 75 frames stay well under 10 MB. */
export const GIF_FRAME_SIZE = { width: 240, height: 320 } as const;

/** The wedding's line on every frame: the couple's names and the day, in the page's language. */
export function overlayLines(
  settings: { couple: { displayName: string }; ceremonyStart: string },
  language: string,
): [string, string] {
  const [year, month, day] = settings.ceremonyStart.slice(0, 10).split('-').map(Number);
  const date = new Intl.DateTimeFormat(language, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, day)));
  return [settings.couple.displayName, date];
}

/**
 * Draws the camera's current picture, cropped to fill the frame (a landscape camera is cut to
 * portrait) and mirrored like the preview, then the overlay band; answers the frame's RGBA pixels.
 */
export function captureFrame(
  video: HTMLVideoElement,
  context: CanvasRenderingContext2D,
  lines: readonly [string, string],
): Uint8ClampedArray {
  const { width, height } = GIF_FRAME_SIZE;
  const sourceWidth = video.videoWidth || width;
  const sourceHeight = video.videoHeight || height;
  const scale = Math.max(width / sourceWidth, height / sourceHeight);
  const cropWidth = width / scale;
  const cropHeight = height / scale;
  context.save();
  context.setTransform(-1, 0, 0, 1, width, 0);
  context.drawImage(
    video,
    (sourceWidth - cropWidth) / 2,
    (sourceHeight - cropHeight) / 2,
    cropWidth,
    cropHeight,
    0,
    0,
    width,
    height,
  );
  context.restore();
  context.fillStyle = 'rgba(0, 0, 0, 0.45)';
  context.fillRect(0, height - 56, width, 56);
  context.fillStyle = '#ffffff';
  context.textAlign = 'center';
  context.font = '600 20px Georgia, serif';
  context.fillText(lines[0], width / 2, height - 32, width - 16);
  context.font = '14px system-ui, sans-serif';
  context.fillText(lines[1], width / 2, height - 12, width - 16);
  return context.getImageData(0, 0, width, height).data;
}

/**
 * Browsers give the camera only to https pages (and localhost): on http://<LAN address> there is
 * none to ask for, and the guest is told why rather than asked to allow what cannot be allowed.
 */
export class CameraNeedsHttpsError extends Error {
  constructor() {
    super('The camera needs this site to be opened over https');
    this.name = 'CameraNeedsHttpsError';
  }
}

/**
 * The device camera for the GIF creator and the AR venue page (both load this on demand). A
 * refused or missing camera, or a browser without getUserMedia, rejects: callers show the spec's
 * toast and a view without camera.
 */
export async function openCamera(
  video: MediaTrackConstraints,
): Promise<MediaStream> {
  if (window.isSecureContext === false) throw new CameraNeedsHttpsError();
  if (!navigator.mediaDevices?.getUserMedia) throw new Error('This browser has no camera access');
  return navigator.mediaDevices.getUserMedia({ video, audio: false });
}

export function stopCamera(stream: MediaStream | null | undefined): void {
  stream?.getTracks().forEach((track) => track.stop());
}

/** Plays a stream in a video element once it is attached; resolves when frames are showing. */
export async function playStream(element: HTMLVideoElement, stream: MediaStream): Promise<void> {
  element.srcObject = stream;
  element.muted = true;
  element.playsInline = true;
  await element.play();
}

/** Why the camera could not be used: each has its own sentence, and the typed box stays. */
export type CameraProblem = 'insecure' | 'denied' | 'noCamera' | 'failed';

/**
 * The rear camera (the one facing away from the organiser), or the only one a laptop has:
 * `ideal`, not `exact`, so a device without a rear camera still opens the one it has.
 */
export async function openRearCamera(
  scope: { isSecureContext: boolean; navigator: Navigator } = window,
): Promise<MediaStream> {
  if (!scope.isSecureContext || !scope.navigator.mediaDevices?.getUserMedia) throw new CameraUnavailable('insecure');
  return scope.navigator.mediaDevices.getUserMedia({ audio: false, video: { facingMode: { ideal: 'environment' } } });
}

export class CameraUnavailable extends Error {
  constructor(readonly problem: CameraProblem) {
    super(problem);
  }
}

/** getUserMedia's refusals (DOMException names) in the words the screen uses. */
export function cameraProblemOf(error: unknown): CameraProblem {
  if (error instanceof CameraUnavailable) return error.problem;
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'PermissionDeniedError') return 'denied';
  if (name === 'SecurityError') return 'insecure';
  if (name === 'NotFoundError' || name === 'DevicesNotFoundError' || name === 'OverconstrainedError') return 'noCamera';
  return 'failed';
}

/** Turns the camera off (its light goes out): every track of the stream stopped. */
export function stopCamera(stream: MediaStream | null): void {
  for (const track of stream?.getTracks() ?? []) track.stop();
}

import { useEffect, useRef, useState } from 'react';
import { entryIdOfCheckInCode } from '@/shared/schemas/entries';
import { Button } from '@/client/components/ui/button';
import { Dialog } from '@/client/components/ui/dialog';
import { t, type MessageKey } from '@/client/i18n/i18n';
import { cameraProblemOf, openRearCamera, stopCamera, type CameraProblem } from './camera';
import { qrFrameReader } from './qr-frame-reader';
import styles from './camera-scanner-dialog.module.css';

/** How often a frame is read: quick enough to feel instant, light enough for an old phone. */
const FRAME_EVERY_MS = 150;
/** Frames are read at most this wide: a QR code held up to the camera needs no more. */
const FRAME_MAX_WIDTH = 640;

const PROBLEM_TEXT: Record<CameraProblem, MessageKey> = {
  insecure: 'entries.scan.insecure',
  denied: 'entries.scan.denied',
  noCamera: 'entries.scan.noCamera',
  failed: 'entries.scan.failed',
};

type ScanState =
  { kind: 'starting' } | { kind: 'scanning'; wrongCode: boolean } | { kind: 'problem'; problem: CameraProblem };

/**
 * "Scan with camera" (docs/entries.md, "Check-in"): the rear camera in a dialog, each frame read
 * for a QR code; the first check-in code read is handed to `onCode`, the same path as a typed
 * code. The camera stops whenever the dialog goes (closed, a code read, the screen left).
 */
export default function CameraScannerDialog({
  onClose,
  onCode,
}: {
  onClose: () => void;
  onCode: (code: string) => void;
}) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<ScanState>({ kind: 'starting' });
  // The latest callback, so the camera effect runs once per opening.
  const onCodeRef = useRef(onCode);
  useEffect(() => {
    onCodeRef.current = onCode;
  }, [onCode]);

  useEffect(() => {
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let gone = false;
    // The viewfinder is on screen from the first render (only a problem replaces it).
    const video = videoRef.current;
    const canvas = document.createElement('canvas');
    const context = canvas.getContext('2d', { willReadFrequently: true });

    const start = async () => {
      const [camera, read] = await Promise.all([openRearCamera(), qrFrameReader()]);
      if (gone) return stopCamera(camera);
      stream = camera;
      if (!video) return stopCamera(camera);
      video.srcObject = camera;
      await video.play();
      setState({ kind: 'scanning', wrongCode: false });
      const tick = async () => {
        if (gone) return;
        if (context && video.readyState >= video.HAVE_CURRENT_DATA && video.videoWidth > 0) {
          const scale = Math.min(1, FRAME_MAX_WIDTH / video.videoWidth);
          canvas.width = Math.round(video.videoWidth * scale);
          canvas.height = Math.round(video.videoHeight * scale);
          context.drawImage(video, 0, 0, canvas.width, canvas.height);
          const value = await read(context.getImageData(0, 0, canvas.width, canvas.height)).catch(() => null);
          if (gone) return;
          if (value !== null && entryIdOfCheckInCode(value) !== null) {
            gone = true;
            stopCamera(stream);
            onCodeRef.current(value);
            return;
          }
          if (value !== null) setState({ kind: 'scanning', wrongCode: true });
        }
        timer = setTimeout(() => void tick(), FRAME_EVERY_MS);
      };
      void tick();
    };
    start().catch((error: unknown) => {
      if (!gone) setState({ kind: 'problem', problem: cameraProblemOf(error) });
    });
    return () => {
      gone = true;
      clearTimeout(timer);
      stopCamera(stream);
      if (video) video.srcObject = null;
    };
  }, []);

  return (
    <Dialog
      open
      title={t('entries.scan.title')}
      onClose={onClose}
      footer={
        <Button variant="secondary" onClick={onClose}>
          {t('ui.close')}
        </Button>
      }
    >
      {state.kind === 'problem' ? (
        <p role="alert" className={styles.problem} data-testid="scanner-problem" data-problem={state.problem}>
          {t(PROBLEM_TEXT[state.problem])}
        </p>
      ) : (
        <div className={styles.viewfinder}>
          <video ref={videoRef} className={styles.video} muted playsInline aria-label={t('entries.scan.video')} />
          <span className={styles.frame} aria-hidden="true" />
        </div>
      )}
      {state.kind === 'starting' ? <p role="status">{t('entries.scan.starting')}</p> : null}
      {state.kind === 'scanning' ? (
        <p role="status" className={state.wrongCode ? styles.problem : undefined}>
          {state.wrongCode ? t('entries.scan.notACode') : t('entries.scan.aim')}
        </p>
      ) : null}
    </Dialog>
  );
}

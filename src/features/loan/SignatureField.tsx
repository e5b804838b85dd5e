import { useLingui } from '@lingui/react/macro';
import { useEffect, useEffectEvent, useRef, useState, type RefObject } from 'react';
import SignaturePad from 'signature_pad';
import { Button } from '@/ui';
import type { DraftStroke } from './draft';
import styles from './Loan.module.css';

/** What the sign screen asks of the pad when sending. */
export interface SignatureHandle {
  isEmpty(): boolean;
  /** The signature as a PNG, dark ink on white. */
  toPng(): Promise<Blob>;
}

export interface SignatureFieldProps {
  /** The strokes drawn so far (from the draft), redrawn when the pad opens or changes size. */
  strokes: readonly DraftStroke[];
  /** The width the strokes were drawn at. */
  padWidth: number;
  /** After each stroke and after clearing: the strokes and the pad's width, for the draft. */
  onChange: (strokes: DraftStroke[], padWidth: number) => void;
  handleRef: RefObject<SignatureHandle | null>;
  error?: string | undefined;
}

/** Moves strokes drawn on a pad `from` pixels wide onto one `to` pixels wide, in proportion. */
export function scaleStrokes(strokes: readonly DraftStroke[], from: number, to: number): DraftStroke[] {
  const factor = from > 0 && to > 0 ? to / from : 1;
  return strokes.map((stroke) => ({
    ...stroke,
    points: stroke.points.map((point) => ({ ...point, x: point.x * factor, y: point.y * factor })),
  }));
}

/**
 * The signature pad (signature_pad, pointer events: a finger, a pen or a mouse). Its canvas follows the device's
 * pixel ratio so the ink is sharp, and is white in both themes: it is the paper the signature is printed on.
 */
export function SignatureField({ strokes, padWidth, onChange, handleRef, error }: SignatureFieldProps) {
  const { t } = useLingui();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad | null>(null);
  const [empty, setEmpty] = useState(strokes.length === 0);
  // What is drawn and at which width: the draft's strokes at first, then the pad's own after each resize.
  const drawnRef = useRef<{ strokes: readonly DraftStroke[]; width: number }>({ strokes, width: padWidth });

  const changed = useEffectEvent(() => {
    const pad = padRef.current;
    const canvas = canvasRef.current;
    if (!pad || !canvas) return;
    setEmpty(pad.isEmpty());
    onChange(pad.toData(), canvas.offsetWidth);
  });

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const pad = new SignaturePad(canvas, { penColor: '#111827', backgroundColor: '#ffffff', minWidth: 0.8, maxWidth: 2.6 });
    padRef.current = pad;
    const drawn = drawnRef.current;
    // Sizes the canvas to its box at the device's pixel ratio and redraws the strokes in proportion.
    const fit = () => {
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      const shown = canvas.offsetWidth;
      if (shown === 0) return;
      const kept = pad.isEmpty() ? drawn.strokes : pad.toData();
      const scaled = scaleStrokes(kept, drawn.width || shown, shown);
      canvas.width = shown * ratio;
      canvas.height = canvas.offsetHeight * ratio;
      canvas.getContext('2d')?.scale(ratio, ratio);
      pad.clear();
      if (scaled.length > 0) pad.fromData(scaled);
      drawn.width = shown;
      drawn.strokes = scaled;
      setEmpty(pad.isEmpty());
    };
    fit();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => fit());
    observer?.observe(canvas);
    pad.addEventListener('endStroke', changed);
    handleRef.current = {
      isEmpty: () => pad.isEmpty(),
      toPng: () =>
        new Promise((resolve, reject) => {
          canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The signature could not be exported'))), 'image/png');
        }),
    };
    return () => {
      observer?.disconnect();
      pad.removeEventListener('endStroke', changed);
      pad.off();
      padRef.current = null;
      handleRef.current = null;
    };
  }, [handleRef]);

  const clear = () => {
    padRef.current?.clear();
    setEmpty(true);
    onChange([], canvasRef.current?.offsetWidth ?? 0);
  };

  return (
    <div className={styles.field}>
      <div className={styles.padBar}>
        <span className={styles.fieldLabel} id="signature-label">
          {t`Your signature`}
        </span>
        <Button variant="secondary" size="s" onClick={clear} disabled={empty}>
          {t`Clear and redo`}
        </Button>
      </div>
      <div className={styles.pad} data-invalid={error ? true : undefined}>
        <canvas ref={canvasRef} role="img" aria-labelledby="signature-label" data-testid="signature-pad" />
        {empty ? <span className={styles.padHint}>{t`Sign here with your finger or mouse`}</span> : null}
      </div>
      {error ? (
        <span className={styles.fieldError} role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
}

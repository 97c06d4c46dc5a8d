/**
 * The crop step before an image is uploaded: the picked image over a round frame, moved by
 * dragging or with the arrow keys, zoomed with a slider (or + and -), then saved as a small
 * square JPEG data URL. Everything is reachable without a mouse.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from "react";
import { useTranslation } from "../provider";
import { clampCrop, cropRect, displayScale, initialCrop, MAX_ZOOM, MIN_ZOOM, zoomTo, type CropState, type ImageSize } from "./crop-math";
import { Button } from "./form";

const VIEWPORT = 200;
/** Avatars are stored as small data URLs: square, this many pixels a side. */
export const AVATAR_PX = 128;
const STEP = 10;

export type LoadedImage = ImageSize & { url: string; element: HTMLImageElement };

/** Reads a picked file into an image element (rejects files that are not images). */
export function loadImage(file: File): Promise<LoadedImage> {
  return new Promise((resolve, reject) => {
    if (!file.type.startsWith("image/")) return reject(new Error("not an image"));
    const url = URL.createObjectURL(file);
    const element = new Image();
    element.onload = () => resolve({ url, element, width: element.naturalWidth, height: element.naturalHeight });
    element.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new Error("unreadable image"));
    };
    element.src = url;
  });
}

export function ImageCrop({ image, onSave, onCancel, busy }: { image: LoadedImage; onSave: (dataUrl: string) => void; onCancel: () => void; busy?: boolean }) {
  const t = useTranslation();
  const hintId = useId();
  const zoomId = useId();
  const [state, setState] = useState<CropState>(() => initialCrop(image, VIEWPORT));
  const drag = useRef<{ x: number; y: number; start: CropState } | null>(null);
  const area = useRef<HTMLDivElement>(null);
  useEffect(() => area.current?.focus(), []);
  useEffect(() => () => URL.revokeObjectURL(image.url), [image.url]);
  const scale = displayScale(image, VIEWPORT, state.zoom);
  const move = (dx: number, dy: number) => setState((s) => clampCrop(image, VIEWPORT, { ...s, x: s.x + dx, y: s.y + dy }));
  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, [number, number]> = { ArrowLeft: [STEP, 0], ArrowRight: [-STEP, 0], ArrowUp: [0, STEP], ArrowDown: [0, -STEP] };
    const delta = moves[event.key];
    if (delta) move(...delta);
    else if (event.key === "+" || event.key === "=") setState((s) => zoomTo(image, VIEWPORT, s, s.zoom + 0.25));
    else if (event.key === "-") setState((s) => zoomTo(image, VIEWPORT, s, s.zoom - 0.25));
    else return;
    event.preventDefault();
  };
  const onPointerDown = (event: PointerEvent) => {
    drag.current = { x: event.clientX, y: event.clientY, start: state };
    (event.target as Element).setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent) => {
    const d = drag.current;
    if (d) setState(clampCrop(image, VIEWPORT, { ...d.start, x: d.start.x + event.clientX - d.x, y: d.start.y + event.clientY - d.y }));
  };
  const save = () => {
    const { sx, sy, size } = cropRect(image, VIEWPORT, state);
    const canvas = document.createElement("canvas");
    canvas.width = canvas.height = AVATAR_PX;
    const context = canvas.getContext("2d");
    if (!context) return;
    context.drawImage(image.element, sx, sy, size, size, 0, 0, AVATAR_PX, AVATAR_PX);
    onSave(canvas.toDataURL("image/jpeg", 0.85));
  };
  return (
    <div className="gh-stack gh-crop">
      <div
        ref={area}
        className="gh-crop-area"
        style={{ width: VIEWPORT, height: VIEWPORT }}
        tabIndex={0}
        role="group"
        aria-label={t("Image position")}
        aria-describedby={hintId}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={() => (drag.current = null)}
        onPointerCancel={() => (drag.current = null)}
      >
        <img
          src={image.url}
          alt=""
          draggable={false}
          style={{ width: image.width * scale, height: image.height * scale, transform: `translate(${state.x}px, ${state.y}px)` }}
        />
        <span className="gh-crop-frame" aria-hidden="true" />
      </div>
      <p id={hintId} className="gh-muted">
        {t("Drag the image or use the arrow keys to choose what shows. Zoom with the slider or the + and - keys.")}
      </p>
      <div className="gh-field">
        <label className="gh-label" htmlFor={zoomId}>
          {t("Zoom")}
        </label>
        <input
          id={zoomId}
          className="gh-range"
          type="range"
          min={MIN_ZOOM}
          max={MAX_ZOOM}
          step={0.05}
          value={state.zoom}
          onChange={(e) => setState((s) => zoomTo(image, VIEWPORT, s, Number(e.target.value)))}
        />
      </div>
      <div className="gh-row">
        <Button variant="primary" busy={busy ?? false} onClick={save}>
          {t("Save image")}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {t("Cancel")}
        </Button>
      </div>
    </div>
  );
}

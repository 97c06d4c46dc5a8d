/**
 * The geometry of the square image crop: an image shown over a square viewport, covering
 * it at zoom 1, moved and zoomed by the person; the crop is the part under the viewport.
 */

export type CropState = { zoom: number; x: number; y: number };
export type ImageSize = { width: number; height: number };

export const MIN_ZOOM = 1;
export const MAX_ZOOM = 4;

/** Scale of the image on screen: at zoom 1 its shorter side fills the viewport. */
export function displayScale(image: ImageSize, viewport: number, zoom: number): number {
  return (viewport / Math.min(image.width, image.height)) * zoom;
}

/** Keeps the image covering the viewport (no empty border). */
export function clampCrop(image: ImageSize, viewport: number, state: CropState): CropState {
  const zoom = Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, state.zoom));
  const scale = displayScale(image, viewport, zoom);
  const minX = viewport - image.width * scale;
  const minY = viewport - image.height * scale;
  return { zoom, x: Math.min(0, Math.max(minX, state.x)), y: Math.min(0, Math.max(minY, state.y)) };
}

/** The image centred in the viewport at zoom 1. */
export function initialCrop(image: ImageSize, viewport: number): CropState {
  const scale = displayScale(image, viewport, 1);
  return { zoom: 1, x: (viewport - image.width * scale) / 2, y: (viewport - image.height * scale) / 2 };
}

/** A new zoom, keeping the point at the viewport's centre where it is. */
export function zoomTo(image: ImageSize, viewport: number, state: CropState, zoom: number): CropState {
  const before = displayScale(image, viewport, state.zoom);
  const after = displayScale(image, viewport, Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, zoom)));
  const cx = (viewport / 2 - state.x) / before;
  const cy = (viewport / 2 - state.y) / before;
  return clampCrop(image, viewport, { zoom, x: viewport / 2 - cx * after, y: viewport / 2 - cy * after });
}

/** The square of the image (in its own pixels) under the viewport. */
export function cropRect(image: ImageSize, viewport: number, state: CropState): { sx: number; sy: number; size: number } {
  const scale = displayScale(image, viewport, state.zoom);
  return { sx: -state.x / scale, sy: -state.y / scale, size: viewport / scale };
}

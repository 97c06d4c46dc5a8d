/** An avatar-style image field: the current image, Upload (then the crop step) and Remove. */
import { useId, useState, type ChangeEvent, type ReactNode } from "react";
import { useTranslation } from "../provider";
import { Button, ErrorText } from "./form";
import { ImageCrop, loadImage, type LoadedImage } from "./image-crop";
import { useAction } from "./use-action";

export function ImageUpload({ preview, hasImage, onChange, label }: { preview: ReactNode; hasImage: boolean; onChange: (url: string | null) => Promise<void>; label: string }) {
  const t = useTranslation();
  const inputId = useId();
  const [picked, setPicked] = useState<LoadedImage | null>(null);
  const save = useAction(async (url: string | null) => {
    await onChange(url);
    setPicked(null);
  });
  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    save.setError(null);
    loadImage(file).then(setPicked, () => save.setError(t("This file is not an image we can read.")));
  };
  if (picked) {
    return (
      <div className="gh-stack">
        <ImageCrop image={picked} busy={save.busy} onSave={(url) => void save.run(url)} onCancel={() => setPicked(null)} />
        <ErrorText>{save.error}</ErrorText>
      </div>
    );
  }
  return (
    <div className="gh-stack">
      <div className="gh-row">
        {preview}
        {/* A real button opens the file picker, so it is focusable and announced as one. */}
        <input id={inputId} type="file" accept="image/*" className="gh-sr-only" tabIndex={-1} aria-label={label} onChange={onFile} />
        <Button onClick={() => document.getElementById(inputId)?.click()}>{t("Upload image")}</Button>
        {hasImage ? (
          <Button variant="ghost" busy={save.busy} onClick={() => void save.run(null)}>
            {t("Remove image")}
          </Button>
        ) : null}
      </div>
      <ErrorText>{save.error}</ErrorText>
    </div>
  );
}

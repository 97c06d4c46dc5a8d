/** A password input with a show/hide button, and the password rule stated up front for new passwords. */
import { useState } from "react";
import { useTranslation } from "../provider";
import { Field, type FieldProps } from "../ui/form";
import { EyeIcon, EyeOffIcon } from "../ui/icons";
import { PASSWORD_BOUNDS } from "./validation";

export type PasswordFieldProps = Omit<FieldProps, "type" | "adornment"> & {
  /** A new password: says the rule under the field and offers the browser's generator (`new-password`). */
  isNew?: boolean | undefined;
};

export function PasswordField({ isNew = false, hint, ...props }: PasswordFieldProps) {
  const t = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <Field
      {...props}
      type={visible ? "text" : "password"}
      autoComplete={props.autoComplete ?? (isNew ? "new-password" : "current-password")}
      autoCapitalize="off"
      spellCheck={false}
      maxLength={PASSWORD_BOUNDS.max}
      hint={hint ?? (isNew ? t("At least {min} characters.", PASSWORD_BOUNDS) : undefined)}
      adornment={(inputId) => (
        <button
          type="button"
          className="gh-input-button"
          aria-controls={inputId}
          aria-pressed={visible}
          aria-label={t("Show password")}
          title={visible ? t("Hide password") : t("Show password")}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? <EyeOffIcon /> : <EyeIcon />}
        </button>
      )}
    />
  );
}

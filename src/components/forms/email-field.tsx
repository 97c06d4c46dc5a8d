/** The email field of the sign-in, sign-up, magic-link and forgot-password forms: the form's error for it is cleared as the person types. */
import { useTranslation } from "../provider";
import { Field } from "../ui/form";
import type { FormAction } from "./use-form-action";

export type EmailFieldProps = {
  value: string;
  onValue: (value: string) => void;
  /** The form's action: shows its error for `email`, and clears it on a change. */
  action: Pick<FormAction<"email">, "fieldErrors" | "clear">;
};

export function EmailField({ value, onValue, action }: EmailFieldProps) {
  const t = useTranslation();
  return (
    <Field
      label={t("Email")}
      type="email"
      name="email"
      autoComplete="email"
      required
      value={value}
      error={action.fieldErrors.email}
      onChange={(e) => {
        onValue(e.target.value);
        action.clear("email");
      }}
    />
  );
}

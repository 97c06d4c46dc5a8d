/**
 * "Previous page" and "Next page" for the console's lists. A button that cannot act is
 * marked `aria-disabled` and ignores presses instead of being `disabled`: a disabled button
 * drops the keyboard's focus to the page's body, so pressing "Next page" until the last page
 * (or while a page loads) would leave a keyboard user nowhere.
 */
import { Button } from "../../components/ui/form";

export type PageButtonsProps = {
  /** What the pages are of, for the navigation landmark's name ("Pages of users"). */
  label: string;
  canGoBack: boolean;
  canGoOn: boolean;
  onBack(): void;
  onOn(): void;
};

export function PageButtons({ label, canGoBack, canGoOn, onBack, onOn }: PageButtonsProps) {
  return (
    <nav className="gh-row" aria-label={label}>
      <PageButton active={canGoBack} onPress={onBack}>
        Previous page
      </PageButton>
      <PageButton active={canGoOn} onPress={onOn}>
        Next page
      </PageButton>
    </nav>
  );
}

function PageButton({ active, onPress, children }: { active: boolean; onPress(): void; children: string }) {
  return (
    <Button aria-disabled={active ? undefined : "true"} onClick={active ? onPress : undefined}>
      {children}
    </Button>
  );
}

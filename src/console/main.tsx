/** The console's entry: the remembered theme first (no flash of the other one), then the shell. */
import { createRoot } from "react-dom/client";
import "./console.css";
import { ConsoleApp } from "./shell";
import { applyTheme, storedTheme } from "./theme";

applyTheme(storedTheme());
createRoot(document.getElementById("root")!).render(<ConsoleApp />);

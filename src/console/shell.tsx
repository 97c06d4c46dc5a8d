/**
 * The console's shell: the navigation between its pages, the project picker, the light/dark
 * toggle, and the page of the current location with its {@link ConsolePageProps}. Every
 * page works on the picked project, through an admin-tier app of it (./admin-apps).
 */
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { GatehouseProvider } from "../components/provider";
import { ErrorText } from "../components/ui/form";
import { ThemeIcon } from "../components/ui/icons";
import { useRootClass } from "../components/ui/root-class";
import { adminAppOf } from "./admin-apps";
import { ConsoleContext, type ConsoleContextValue } from "./console-context";
import { ConsoleLink } from "./console-link";
import { emulatorApi } from "./emulator-api";
import type { ConsoleProject } from "./page-props";
import { HOME_SEGMENT, PAGES } from "./page-list";
import { CONSOLE_ROOT, navigate, useConsoleLocation } from "./router";
import { useTheme } from "./theme";
import { useLoad } from "./use-load";

const PROJECT_KEY = "gatehouse-console-project";

function rememberedProject(): string | null {
  try {
    return window.localStorage.getItem(PROJECT_KEY);
  } catch {
    return null;
  }
}

/** The frame inside the provider: the components' root class, so the console's styles read the theme's values too. */
function Frame({ children }: { children: ReactNode }) {
  return <div className={`${useRootClass()} gc-app`}>{children}</div>;
}

export function ConsoleApp() {
  const location = useConsoleLocation();
  const [theme, toggleTheme] = useTheme();
  const projects = useLoad("projects", emulatorApi.projects);
  const [chosen, setChosen] = useState<string | null>(rememberedProject);
  const list = projects.data ?? [];
  const project: ConsoleProject | undefined = list.find((p) => p.id === chosen) ?? list[0];

  // `/emulator` alone is the home page (the inbox's old address: its `?to=` links keep working).
  useEffect(() => {
    if (location.page === "") navigate(`${CONSOLE_ROOT}/${HOME_SEGMENT}${window.location.search}`, { replace: true });
  }, [location.page]);

  const selectProject = useCallback((id: string) => {
    setChosen(id);
    try {
      window.localStorage.setItem(PROJECT_KEY, id);
    } catch {
      // not remembered across visits
    }
  }, []);
  const reloadProjects = useCallback(async () => {
    await projects.reload();
    return emulatorApi.projects();
  }, [projects]);
  const context = useMemo<ConsoleContextValue>(() => ({ projects: list, selectProject, reloadProjects }), [list, selectProject, reloadProjects]);

  const page = PAGES.find((p) => p.segment === (location.page || HOME_SEGMENT));
  useEffect(() => {
    document.title = `${page?.label ?? "Not found"} · Gatehouse emulator`;
  }, [page]);

  // After a move within the console, focus goes to the page's content (as a page load starts at the top).
  const main = useRef<HTMLElement>(null);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    main.current?.focus({ preventScroll: false });
  }, [location.page, location.rest.join("/")]);

  if (!project) {
    return (
      <main className="gc-loading">
        <h1>Gatehouse emulator</h1>
        {projects.error ? <p role="alert">The emulator did not list its projects: {projects.error.message}</p> : <p role="status">Loading the console…</p>}
      </main>
    );
  }
  const app = adminAppOf(project);
  const Page = page?.component;
  return (
    <GatehouseProvider app={app}>
      <ConsoleContext.Provider value={context}>
        <Frame>
          <a className="gc-skip" href="#main">
            Skip to content
          </a>
          <header className="gc-top">
            <p className="gc-brand">Gatehouse emulator</p>
            <nav aria-label="Console">
              <ul className="gc-nav">
                {PAGES.map((p) => (
                  <li key={p.segment}>
                    <ConsoleLink href={`${CONSOLE_ROOT}/${p.segment}`} aria-current={p === page ? "page" : undefined} className="gc-nav-link">
                      {p.label}
                    </ConsoleLink>
                  </li>
                ))}
              </ul>
            </nav>
            <div className="gc-tools">
              <label className="gc-picker">
                <span>Project</span>
                <select className="gh-input" value={project.id} onChange={(e) => selectProject(e.target.value)}>
                  {list.map((p) => (
                    <option key={p.id} value={p.id}>
                      {p.displayName}
                    </option>
                  ))}
                </select>
              </label>
              <button type="button" className="gh-button gh-ghost" aria-pressed={theme === "dark"} onClick={toggleTheme}>
                <ThemeIcon />
                Dark theme
              </button>
            </div>
          </header>
          <main id="main" ref={main} tabIndex={-1} className="gc-main">
            {projects.error ? <ErrorText>The emulator did not list its projects: {projects.error.message}</ErrorText> : null}
            {Page ? (
              <Page key={`${page!.segment} ${project.id}`} project={project} app={app} rest={location.rest} search={location.search} navigate={navigate} />
            ) : (
              <NotFound />
            )}
          </main>
        </Frame>
      </ConsoleContext.Provider>
    </GatehouseProvider>
  );
}

function NotFound() {
  return (
    <>
      <h1 className="gc-h1">Page not found</h1>
      <p>
        The console has no page here. <ConsoleLink href={`${CONSOLE_ROOT}/${HOME_SEGMENT}`}>Go to Mail</ConsoleLink>.
      </p>
    </>
  );
}

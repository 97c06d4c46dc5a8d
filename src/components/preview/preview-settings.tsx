/** The data of a preview, made into SDK-shaped objects once per change (a chunk of its own: only previews load it). */
import { useMemo } from "react";
import type { Project } from "../../lib/projects/project-types";
import type { CurrentUser } from "../../lib/users/user-types";
import { previewProject, previewUser } from "./mock-objects";
import type { MockApiKey, MockProject, MockSession, MockTeam, MockUser } from "./preview-types";

export type PreviewProps = { mockUser: MockUser; mockTeams?: MockTeam[]; mockProject?: MockProject; mockApiKeys?: MockApiKey[]; mockSessions?: MockSession[] };

/** Renders `render(user, project)` with the preview's stand-ins. */
export function WithPreview({ mockUser, mockTeams, mockProject, mockApiKeys, mockSessions, render }: PreviewProps & { render: (user: CurrentUser, project: Project) => React.ReactNode }) {
  const user = useMemo(
    () => previewUser({ user: mockUser, teams: mockTeams ?? [], apiKeys: mockApiKeys ?? [], sessions: mockSessions ?? [] }),
    [mockUser, mockTeams, mockApiKeys, mockSessions],
  );
  const project = useMemo(() => previewProject(mockProject), [mockProject]);
  return <>{render(user, project)}</>;
}

export default WithPreview;

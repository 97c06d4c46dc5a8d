/**
 * Testing Library's waits (`findBy…`, `waitFor`) give up after 1 s by default. A first
 * render now waits for the tier's chunk to load (the app's context opens on first use), which
 * on two shared cores can take longer in a file's first test: the wait catches a hang, it
 * does not measure speed (bench/ does).
 */
import { configure } from "@testing-library/react";

configure({ asyncUtilTimeout: 10_000 });

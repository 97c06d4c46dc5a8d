/**
 * Waiting for mail: the next email to an address that the test has not read yet, with its
 * code and link picked out. In-process the wait wakes on the emulator's change events; on an
 * emulator reached by URL it asks the outbox every 50 ms. Either way it gives up at a deadline
 * and says what did arrive.
 */
import type { EmailRecord } from "../emulator/index";
import { EmailTimeoutError } from "./errors";
import type { TestEmulator } from "./emulator";

/** An email as a test reads it. */
export type TestEmail = Omit<EmailRecord, "code" | "otp"> & {
  /** The code the email carries (the whole code of a link), or null. */
  readonly code: string | null;
  /** The short one-time code shown in a sign-in email's subject, or null. */
  readonly otp: string | null;
  /** The first link of the email (verification, reset, magic link, invitation), or null. */
  readonly link: string | null;
};

/** Options of `waitForEmail`. */
export type WaitForEmailOptions = {
  /** Give up after this many ms. Default: 5000. */
  timeoutMs?: number | undefined;
  /** Only an email whose subject matches (a substring or a pattern). */
  subject?: string | RegExp | undefined;
};

/** How often an emulator reached by URL is asked for its outbox. */
const REMOTE_POLL_MS = 50;

const asTestEmail = (email: EmailRecord): TestEmail => ({ ...email, code: email.code ?? null, otp: email.otp ?? null, link: email.links[0] ?? null });

/**
 * Resolves with the oldest email to `to` of project `projectId` not in `read` (which it
 * then joins), as soon as there is one.
 * @throws EmailTimeoutError after `timeoutMs`, listing every email of the project that arrived meanwhile.
 */
export function waitForEmail(emulator: TestEmulator, projectId: string, read: Set<string>, to: string, options: WaitForEmailOptions = {}): Promise<TestEmail> {
  const timeoutMs = options.timeoutMs ?? 5000;
  const wanted = (e: EmailRecord) =>
    e.projectId === projectId && !read.has(e.id) &&
    (options.subject === undefined || (typeof options.subject === "string" ? e.subject.includes(options.subject) : options.subject.test(e.subject)));
  const what = options.subject === undefined ? "an email" : `an email with subject ${String(options.subject)}`;

  return new Promise<TestEmail>((resolve, reject) => {
    let done = false;
    let checking = false;
    let again = false;
    const stops: (() => void)[] = [];
    const finish = () => {
      done = true;
      stops.forEach((stop) => stop());
    };
    const check = async (): Promise<void> => {
      if (done) return;
      if (checking) return void (again = true);
      checking = true;
      try {
        const found = (await emulator.emails(to)).find(wanted);
        if (found && !done) {
          read.add(found.id);
          finish();
          resolve(asTestEmail(found));
        }
      } catch (error) {
        if (!done) {
          finish();
          reject(error);
        }
      } finally {
        checking = false;
        if (again && !done) {
          again = false;
          void check();
        }
      }
    };
    const deadline = setTimeout(() => {
      if (done) return;
      finish();
      void emulator.emails().then(
        (all) => all.filter((e) => e.projectId === projectId && !read.has(e.id)).map((e) => ({ to: e.to, subject: e.subject })),
        () => [],
      ).then((arrived) => reject(new EmailTimeoutError(to, timeoutMs, arrived, what)));
    }, timeoutMs);
    stops.push(() => clearTimeout(deadline));
    if (emulator._onChange) stops.push(emulator._onChange(() => void check()));
    else {
      const poller = setInterval(() => void check(), REMOTE_POLL_MS);
      stops.push(() => clearInterval(poller));
    }
    void check();
  });
}

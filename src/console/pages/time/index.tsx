/**
 * The Time page: the emulator's clock, which every expiry is measured against (access
 * tokens, codes, invitations, API keys), with "advance by" controls. It is the clock the
 * testing kit moves (`advanceTime`), through the same route.
 */
import { useState } from "react";
import { Button, ErrorText, Field, Form, StatusText } from "../../../components/ui/form";
import { emulatorApi } from "../../emulator-api";
import type { ConsolePageProps } from "../../page-props";
import { useLoad } from "../../use-load";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const STEPS = [
  { label: "1 minute", ms: MINUTE },
  { label: "1 hour", ms: HOUR },
  { label: "1 day", ms: DAY },
] as const;

const UNITS = { minutes: MINUTE, hours: HOUR, days: DAY } as const;
type Unit = keyof typeof UNITS;

/** `2026-03-05 12:00:00 UTC` */
export function formatInstant(ms: number): string {
  return `${new Date(ms).toISOString().replace("T", " ").replace(/\.\d+Z$/, "")} UTC`;
}

export function TimePage(_props: ConsolePageProps) {
  const clock = useLoad("clock", emulatorApi.clock);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [amount, setAmount] = useState("");
  const [unit, setUnit] = useState<Unit>("minutes");
  const [amountError, setAmountError] = useState<string | null>(null);
  const [focusInvalid, setFocusInvalid] = useState(0);

  const advance = async (ms: number, label: string) => {
    // One move at a time; the buttons stay enabled (a button disabled under the keyboard's focus loses it).
    if (busy) return;
    setBusy(true);
    setError(null);
    setNotice(null);
    try {
      const now = await emulatorApi.advanceClock(ms);
      await clock.reload();
      setNotice(`Moved forward by ${label}: the emulator's time is now ${formatInstant(now.now)}.`);
    } catch (e) {
      setError(`The clock did not move: ${(e as Error).message}`);
    } finally {
      setBusy(false);
    }
  };

  const advanceCustom = async () => {
    const value = Number(amount);
    if (amount.trim() === "" || !Number.isFinite(value) || value <= 0) {
      setAmountError("Enter a number greater than zero.");
      setFocusInvalid((n) => n + 1);
      return;
    }
    const ms = Math.round(value * UNITS[unit]);
    if (ms > 100 * 365 * DAY) {
      setAmountError("At most a hundred years at a time.");
      setFocusInvalid((n) => n + 1);
      return;
    }
    setAmountError(null);
    await advance(ms, `${value} ${value === 1 ? unit.slice(0, -1) : unit}`);
  };

  return (
    <>
      <h1 className="gc-h1">Time</h1>
      <section className="gc-section" aria-labelledby="time-now">
        <h2 id="time-now">The emulator's time</h2>
        {clock.data ? (
          <p className="gc-clock">
            <time dateTime={clock.data.iso}>{formatInstant(clock.data.now)}</time>
          </p>
        ) : clock.error ? null : (
          <p className="gc-muted">Reading the clock…</p>
        )}
        <ErrorText>{clock.error ? `The clock could not be read: ${clock.error.message}` : null}</ErrorText>
        <p className="gc-muted">
          Every expiry is measured against this clock: access tokens, codes, magic links, invitations and API keys. Moving it forward expires them
          without waiting. The testing kit's <code>advanceTime</code> moves the same clock.
        </p>
        <div className="gc-buttons">
          <Button onClick={() => void clock.reload()}>Refresh</Button>
        </div>
      </section>
      <section className="gc-section" aria-labelledby="time-advance">
        <h2 id="time-advance">Advance the clock</h2>
        <div className="gc-buttons" role="group" aria-label="Advance by">
          {STEPS.map((step) => (
            <Button key={step.label} variant="primary" aria-busy={busy || undefined} onClick={() => void advance(step.ms, step.label)}>
              Advance by {step.label}
            </Button>
          ))}
        </div>
        <Form className="gc-filters" onSubmit={advanceCustom} focusInvalid={focusInvalid} aria-label="Advance by a custom amount">
          <Field label="Amount" name="amount" inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} error={amountError} />
          <div className="gh-field">
            <label className="gh-label" htmlFor="time-unit">
              Unit
            </label>
            <select id="time-unit" className="gh-input" value={unit} onChange={(e) => setUnit(e.target.value as Unit)}>
              <option value="minutes">minutes</option>
              <option value="hours">hours</option>
              <option value="days">days</option>
            </select>
          </div>
          <Button type="submit" aria-busy={busy || undefined}>
            Advance
          </Button>
        </Form>
        <StatusText>{notice}</StatusText>
        <ErrorText>{error}</ErrorText>
      </section>
    </>
  );
}

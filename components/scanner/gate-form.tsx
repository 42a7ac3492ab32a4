'use client';

import { useState } from 'react';
import { GATE_NAME_MAX } from '@/lib/checkin/gate-name';

/** Chooses the gate's name once per device (the scanner remembers it). */
export function GateForm({ initial, onSave }: { initial: string; onSave: (name: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <form
      className="mt-6 flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (value.trim()) onSave(value);
      }}
    >
      <label htmlFor="gate-name" className="text-lg font-semibold text-ink">
        Gate name
      </label>
      <p id="gate-name-hint" className="text-muted">
        Which entrance is this device at? It is recorded with every check-in.
      </p>
      <input
        id="gate-name"
        name="gate"
        required
        maxLength={GATE_NAME_MAX}
        autoComplete="off"
        aria-describedby="gate-name-hint"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        className="rounded-lg border-2 border-ink/40 px-4 py-3 text-lg"
        placeholder="North gate"
      />
      <button
        type="submit"
        className="self-start rounded-lg bg-ink px-6 py-3 text-lg font-bold text-white hover:bg-ink/85"
      >
        Save gate
      </button>
    </form>
  );
}

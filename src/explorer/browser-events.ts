/**
 * @module
 * Node's `events` as far as xmlbuilder2 needs it in a browser: its callback builder, which
 * the explorer never uses, extends EventEmitter when the package loads. Swapped in for the
 * browser build by astro.config.mjs; the server build uses Node's own.
 */
type Listener = (...args: unknown[]) => void;

export class EventEmitter {
  readonly #listeners = new Map<string | symbol, Listener[]>();

  on(event: string | symbol, listener: Listener): this {
    this.#listeners.set(event, [...(this.#listeners.get(event) ?? []), listener]);
    return this;
  }

  removeListener(event: string | symbol, listener: Listener): this {
    this.#listeners.set(
      event,
      (this.#listeners.get(event) ?? []).filter((l) => l !== listener),
    );
    return this;
  }

  emit(event: string | symbol, ...args: unknown[]): boolean {
    const listeners = this.#listeners.get(event) ?? [];
    for (const listener of listeners) listener(...args);
    return listeners.length > 0;
  }
}

/**
 * @module
 * Node's `events` as far as xmlbuilder2 needs it where Node's is not at hand (the browser build
 * of the explorer's download, the Cloudflare Worker): its callback builder, which this project
 * never uses, extends EventEmitter when the package loads. astro.config.mjs and the Worker
 * bundle (src/build/worker-bundle-fs.ts) swap it in for `events`.
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

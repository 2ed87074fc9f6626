import type { FastifyBaseLogger } from 'fastify';
import type { Bindings, ChildLoggerOptions, Level, Logger } from 'pino';

type LogArguments = Parameters<FastifyBaseLogger['info']>;

/**
 * A request's logger that becomes pino's child (with the request id) the first time a line is
 * written at a level the logger writes. Fastify makes one child per request, and making a pino
 * child is one of the larger costs of a request that logs nothing (a 304 of the job board at
 * LOG_LEVEL=warn); every line that is written still carries the request id, as with the child.
 */
class RequestLogger {
  readonly #parent: Logger;
  readonly #bindings: Bindings;
  readonly #options: ChildLoggerOptions | undefined;
  #child: Logger | undefined;

  constructor(parent: Logger, bindings: Bindings, options: ChildLoggerOptions | undefined) {
    this.#parent = parent;
    this.#bindings = bindings;
    this.#options = options;
  }

  /** pino's child, made once. */
  #logger(): Logger {
    this.#child ??= this.#parent.child(this.#bindings, this.#options);
    return this.#child;
  }

  /** Does a line at `level` get written? Asked of the child once it exists (its level may have been changed). */
  #writes(level: Level): boolean {
    // A route's own level (Fastify's logLevel option) needs the child to answer.
    const logger = this.#child ?? (this.#options?.level === undefined ? this.#parent : this.#logger());
    return logger.isLevelEnabled(level);
  }

  get level(): string {
    return this.#child?.level ?? this.#options?.level ?? this.#parent.level;
  }

  set level(level: string) {
    this.#logger().level = level;
  }

  fatal(...args: LogArguments): void {
    if (this.#writes('fatal')) this.#logger().fatal(...args);
  }

  error(...args: LogArguments): void {
    if (this.#writes('error')) this.#logger().error(...args);
  }

  warn(...args: LogArguments): void {
    if (this.#writes('warn')) this.#logger().warn(...args);
  }

  info(...args: LogArguments): void {
    if (this.#writes('info')) this.#logger().info(...args);
  }

  debug(...args: LogArguments): void {
    if (this.#writes('debug')) this.#logger().debug(...args);
  }

  trace(...args: LogArguments): void {
    if (this.#writes('trace')) this.#logger().trace(...args);
  }

  silent(): void {}

  /** pino's: does this logger write lines at `level`? */
  isLevelEnabled(level: Level): boolean {
    return this.#writes(level);
  }

  /** pino's: the bindings every line carries (the request id among them), without making the child. */
  bindings(): Bindings {
    return this.#child ? this.#child.bindings() : { ...this.#parent.bindings(), ...this.#bindings };
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.#logger().child(bindings, options);
  }
}

/**
 * Fastify's `childLoggerFactory` for an app logging through pino (its `logger` option): each
 * request's logger, made into pino's child only when it writes.
 */
export function requestLogger(logger: FastifyBaseLogger, bindings: Bindings, options: ChildLoggerOptions): FastifyBaseLogger {
  // Fastify passes an empty object when the route sets no level or serializers of its own.
  const own = Object.keys(options).length > 0 ? options : undefined;
  return new RequestLogger(logger as Logger, bindings, own) as unknown as FastifyBaseLogger;
}

/**
 * The base of every known error: an error the service (or this SDK, for the few
 * client-side codes) names with a stable UPPER_SNAKE code.
 *
 * Guards work across duplicate copies of the package (ESM + CJS, two installs):
 * every instance carries a global-symbol brand and the list of its codes (its own
 * and its parent groups'), and `isInstance` checks those rather than `instanceof`.
 */
const BRAND = Symbol.for("gatehouse.KnownError");

/** The wire shape of a known error (`docs/protocol.md §4.1`): key order code, details, error. */
export type KnownErrorJson = {
  code: string;
  details?: unknown | undefined;
  error: string;
};

export type KnownErrorOptions = {
  /** The underlying error, kept as `cause`. */
  cause?: unknown | undefined;
  /** Only for a code this copy of the SDK does not know (a newer server). */
  code?: string | undefined;
};

/** Walks the constructor chain and returns each class's static `code`, leaf first. */
function codesOf(ctor: Function): string[] {
  const codes: string[] = [];
  for (let c: any = ctor; c && c !== Error && c !== Function.prototype; c = Object.getPrototypeOf(c)) {
    if (Object.prototype.hasOwnProperty.call(c, "code") && typeof c.code === "string") codes.push(c.code);
  }
  return codes;
}

/**
 * The codes whose class name is not their code in PascalCase (below). A test holds every
 * class of the catalogue to its name.
 */
const NAMES: Record<string, string> = {
  INVALID_POLLING_CODE: "InvalidPollingCodeError",
  PASSKEY_WEBAUTHN_ERROR: "PasskeyWebAuthnError",
  USER_EMAIL_ALREADY_EXISTS: "UserWithEmailAlreadyExists",
  VERIFICATION_ERROR: "VerificationCodeError",
  WRONG_PERMISSION_SCOPE: "PermissionScopeMismatch",
};

/**
 * The `name` of an error of the class with this code: its class's name, spelled from the
 * code (`USER_NOT_FOUND` is `UserNotFound`, `OAUTH_...` is `OAuth...`) rather than read from
 * the constructor, whose name a minifier shortens in an app's bundle.
 */
function nameOf(code: string): string {
  return NAMES[code] ?? code.toLowerCase().replace(/(?:^|_)(oauth|[a-z0-9])/g, (_, part: string) => (part === "oauth" ? "OAuth" : part.toUpperCase()));
}

export class KnownError<Details = unknown> extends Error {
  /** The code of this class. Leaf classes are sent on the wire; group classes only group. */
  static readonly code: string = "KNOWN_ERROR";
  /** The HTTP status the service answers this error with. */
  static readonly status: number = 500;

  /** The protocol's code, exactly as the service spells it (`errorCode`, as in the official SDK). */
  readonly errorCode: string;
  /** The HTTP status of the error (`x-stack-actual-status` when the override was in effect). */
  readonly statusCode: number;
  /** Machine-readable details, in the protocol's own (snake_case) shape. */
  readonly details: Details;
  /** This error's code and the codes of its parent groups, leaf first. Used by `isInstance`. */
  readonly codes: readonly string[];
  readonly [BRAND] = true as const;

  constructor(statusCode: number, message: string, details?: Details, options: KnownErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    const codes = codesOf(new.target);
    this.errorCode = options.code ?? (codes[0] ?? KnownError.code);
    this.codes = options.code ? [options.code, ...codes] : codes;
    this.statusCode = statusCode;
    this.details = details as Details;
    // The class's own code names it; an unknown code kept by a generic KnownError does not.
    this.name = nameOf(codes[0] ?? KnownError.code);
  }

  /**
   * True for an instance of this class or one of its subclasses, also when the
   * error was made by another copy of the package.
   */
  static isInstance<T extends abstract new (...args: any) => KnownError>(this: T, error: unknown): error is InstanceType<T> {
    if (typeof error !== "object" || error === null || (error as any)[BRAND] !== true) return false;
    const code = (this as unknown as typeof KnownError).code;
    if (code === KnownError.code) return true;
    const codes = (error as KnownError).codes;
    return Array.isArray(codes) && codes.includes(code);
  }

  /**
   * Rebuilds an error of this class from the wire. Leaf classes whose message is
   * computed from `details` override this; the default keeps the server's text.
   * The default does not run the subclass's constructor, which is why catalogue
   * classes keep no instance fields of their own (getters over `details` only).
   */
  static fromJson(this: Function & { readonly status: number }, json: KnownErrorJson, statusCode?: number): KnownError {
    return Reflect.construct(KnownError, [statusCode ?? this.status, json.error, json.details], this) as KnownError;
  }

  /** The wire shape, as the service would send it. */
  toJson(): KnownErrorJson {
    return this.details === undefined
      ? { code: this.errorCode, error: this.message }
      : { code: this.errorCode, details: this.details, error: this.message };
  }
}

/** True for any known error, from any copy of the package. */
export function isKnownError(error: unknown): error is KnownError {
  return KnownError.isInstance(error);
}

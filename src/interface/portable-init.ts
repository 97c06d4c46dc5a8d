/**
 * The fetch options every request asks for, `credentials: "omit"` (no browser cookies go
 * to the service) and `cache: "no-store"` (no HTTP or framework cache answers for it), but
 * only those the runtime accepts: Cloudflare Workers rejected `cache` until late 2024 (and
 * still do with the `cache_option_disabled` flag), older ones `credentials` too. A
 * `Request` is built once per option to ask; an option it throws for is left out.
 */
type PortableInit = Pick<RequestInit, "credentials" | "cache">;

let checked: PortableInit | null = null;

function accepts(init: PortableInit): boolean {
  try {
    new Request("http://localhost/", init);
    return true;
  } catch {
    return false;
  }
}

export function portableInit(): PortableInit {
  if (checked) return checked;
  const init: PortableInit = {};
  // Without a global Request (a custom fetch in an unusual runtime) nothing can be asked: send neither.
  if (typeof Request === "function") {
    if (accepts({ credentials: "omit" })) init.credentials = "omit";
    if (accepts({ cache: "no-store" })) init.cache = "no-store";
  }
  checked = init;
  return init;
}

/**
 * What a Stripe key says of itself: its prefix names its kind and mode (`sk_live_`, `rk_test_`,
 * `pk_live_`, …). Checked at start-up, so a key in the wrong place stops the server with the
 * setting's name instead of failing on the first payment, or taking test payments as real ones.
 */
export type StripeMode = 'live' | 'test';

interface KeyKind {
  kind: 'secret' | 'restricted' | 'publishable' | 'unknown';
  mode: StripeMode | undefined;
}

export function describeStripeKey(key: string): KeyKind {
  const match = /^(sk|rk|pk)_(live|test)_\S+$/.exec(key);
  if (!match) return { kind: 'unknown', mode: undefined };
  const kind = match[1] === 'sk' ? 'secret' : match[1] === 'rk' ? 'restricted' : 'publishable';
  return { kind, mode: match[2] as StripeMode };
}

/** The mode a usable secret or restricted key runs in (undefined for anything else). */
export function stripeKeyMode(key: string): StripeMode | undefined {
  const { kind, mode } = describeStripeKey(key);
  return kind === 'secret' || kind === 'restricted' ? mode : undefined;
}

/**
 * The one line that says what is wrong with the keys, or undefined when they fit `expectedMode`
 * (STRIPE_MODE, live by default in production and test elsewhere).
 */
export function stripeKeyProblem(keys: { secretKey: string; webhookSecret: string }, expectedMode: StripeMode, production: boolean): string | undefined {
  const { kind, mode } = describeStripeKey(keys.secretKey);
  const wanted = expectedMode === 'live' ? 'sk_live_… or a restricted rk_live_…' : 'sk_test_… or a restricted rk_test_…';
  if (kind === 'publishable') {
    return `STRIPE_SECRET_KEY is a publishable key (pk_…); the secret key belongs here (${wanted}, Developers → API keys)`;
  }
  if (kind === 'unknown') return `STRIPE_SECRET_KEY is not a Stripe secret key (${wanted})`;
  if (mode !== expectedMode) {
    if (mode === 'test' && production && expectedMode === 'live') {
      return 'STRIPE_SECRET_KEY is a test key (sk_test_…/rk_test_…): production takes real payments with a live key (sk_live_… or rk_live_…); a staging site with test keys sets STRIPE_MODE=test';
    }
    if (mode === 'live') {
      return 'STRIPE_SECRET_KEY is a live key (sk_live_…/rk_live_…), which takes real payments: outside production it is refused unless STRIPE_MODE=live says so';
    }
    return `STRIPE_SECRET_KEY is a ${mode} key but STRIPE_MODE is ${expectedMode}`;
  }
  if (!/^whsec_[A-Za-z0-9_+/=-]+$/.test(keys.webhookSecret)) {
    return "STRIPE_WEBHOOK_SECRET is not a webhook signing secret (whsec_…, on the endpoint's page under Developers → Webhooks)";
  }
  return undefined;
}

const HOUR = 3600_000;

/**
 * Subscribe attempts per client (an IPv4 address or an IPv6 /64) and per mailbox (whatever the
 * address's state; `+tags` and case fold into one), and confirmation emails per network (IPv6
 * /48, IPv4 /24) and for the whole site. The network and site budgets are checked for every
 * request, before the address is looked up, and spent only by an email: a refusal says nothing
 * about the address. Web Push's devices (features/push) take the same per-client budget.
 */
export const SUBSCRIBE_LIMITS = {
  perClient: [10, 10 * 60_000],
  perMailbox: [3, HOUR],
  perNetwork: [30, HOUR],
  site: [300, HOUR],
} as const;

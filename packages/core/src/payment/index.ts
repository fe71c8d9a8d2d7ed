import * as v from "valibot";
import { isConditionFailure } from "../db/errors";
import { applyChange } from "../credit/apply";
import { VisibleError } from "../error";
import { fn } from "../util/fn";
import { PageFields, pagination, tooDeep, withinDepth } from "../util/page";
import { CURRENCY, DEFAULT_PACKAGES } from "./catalogue";
import { CreditPackageEntity } from "./package.entity";
import { PurchaseEntity } from "./purchase.entity";
import type { CreditPackage, PaidSession, RefundedCharge } from "./schema";

const intentId = (value: string | { id: string } | null | undefined) => (typeof value === "string" ? value : value?.id);

export namespace Payment {
  /** Writes the default packages that are missing; edits made since are kept. */
  export async function seedPackages() {
    await Promise.all(
      DEFAULT_PACKAGES.map((item) =>
        CreditPackageEntity.create({ ...item, active: true })
          .go()
          .catch((error: unknown) => {
            if (!isConditionFailure(error)) throw error;
          }),
      ),
    );
  }

  function toPackage(item: { packageId: string; credits: number; priceCents: number }): CreditPackage {
    return {
      id: item.packageId,
      credits_amount: item.credits,
      price: item.priceCents / 100,
      currency: CURRENCY,
      per_credits: Math.round((item.priceCents / item.credits) * 100) / 10_000,
    };
  }

  export const PackagesInput = v.pipe(
    v.object({
      ...PageFields,
      search: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, "search is too long")), ""),
    }),
    v.forward(
      v.check((input) => withinDepth(input), tooDeep),
      ["page"],
    ),
  );

  /** A handful of items in one partition: read whole, filtered and paged in memory. */
  export const packages = fn(PackagesInput, async ({ page, limit, search }) => {
    const { data } = await CreditPackageEntity.query.all({}).go({ pages: "all" });
    const matching = data
      .filter((item) => item.active !== false)
      .sort((a, b) => a.credits - b.credits)
      .map(toPackage)
      .filter((item) => !search || `${item.credits_amount} credits ${item.id}`.toLowerCase().includes(search.toLowerCase()));
    const total = matching.length;
    return {
      data: matching.slice((page - 1) * limit, page * limit),
      pagination: pagination(page, limit, total),
    };
  });

  export async function packageById(packageId: string) {
    const { data } = await CreditPackageEntity.get({ packageId }).go();
    if (!data || data.active === false) throw new VisibleError("not_found", "package_not_found", "Credit package not found");
    return data;
  }

  /**
   * Credits a paid Checkout Session exactly once, whoever calls first: the webhook, Stripe's
   * retries, or the return page. The session id is the ledger id.
   */
  export async function fulfil(session: PaidSession): Promise<"credited" | "already_credited" | "not_paid" | "not_ours"> {
    if (session.payment_status !== "paid") return "not_paid";
    const userId = session.client_reference_id;
    const credits = Number(session.metadata?.credits);
    // Another product on the same Stripe account: acknowledged, so Stripe stops retrying, and left alone.
    if (!userId || !Number.isInteger(credits) || credits <= 0) return "not_ours";
    const paymentIntentId = intentId(session.payment_intent);
    // Recorded before the credits, so a refund can always find what the payment bought.
    if (paymentIntentId) {
      await PurchaseEntity.create({ paymentIntentId, userId, credits, amountCents: session.amount_total ?? 0 })
        .go()
        .catch((error: unknown) => {
          if (!isConditionFailure(error)) throw error;
        });
    }
    const label = session.metadata?.packageId ?? session.id;
    const applied = await applyChange({
      userId,
      ledgerId: `topup_${session.id}`,
      kind: "topup",
      // Credits owed from an earlier refund are settled first.
      plan: ({ debt }) => {
        const covered = Math.min(debt, credits);
        return {
          credits: credits - covered,
          debt: -covered,
          reference: covered ? `${label}: ${covered} of ${credits} credits covered a refunded payment` : label,
        };
      },
    });
    return applied.status === "applied" ? "credited" : "already_credited";
  }

  /**
   * Takes back the refunded share of a purchase's credits. If some were already spent the balance
   * goes to zero and the rest is owed. Keyed by charge and refunded amount, so each refund applies once.
   */
  export async function reverseRefund(charge: RefundedCharge): Promise<"reversed" | "already_reversed" | "unknown_payment"> {
    const paymentIntentId = intentId(charge.payment_intent);
    if (!paymentIntentId || charge.amount <= 0) return "unknown_payment";
    for (;;) {
      const { data: purchase } = await PurchaseEntity.get({ paymentIntentId }).go({ consistent: true });
      if (!purchase) return "unknown_payment";
      const target = Math.min(purchase.credits, Math.floor((purchase.credits * charge.amount_refunded) / charge.amount));
      const owed = target - purchase.reversedCredits;
      if (owed <= 0) return "already_reversed";
      const applied = await applyChange({
        userId: purchase.userId,
        ledgerId: `reversal_${charge.id}_${charge.amount_refunded}`,
        kind: "reversal",
        plan: ({ credits }) => {
          const taken = Math.min(credits, owed);
          return {
            credits: taken === 0 ? 0 : -taken,
            debt: owed - taken,
            reference: taken < owed ? `Refund of ${paymentIntentId}: ${owed - taken} credits owed` : `Refund of ${paymentIntentId}`,
          };
        },
        purchase: { paymentIntentId, reversedFrom: purchase.reversedCredits, reversedTo: target },
      });
      if (applied.status === "purchase_changed") continue;
      return applied.status === "applied" ? "reversed" : "already_reversed";
    }
  }
}

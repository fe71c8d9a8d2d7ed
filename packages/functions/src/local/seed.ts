import { Password } from "@sitecrew/core/auth";
import { Credit } from "@sitecrew/core/credit";
import { Payment } from "@sitecrew/core/payment";
import { User } from "@sitecrew/core/user";

export const DEMO = {
  email: "demo@sitecrew.local",
  password: "demo-password-2026",
  credits: 500,
};

/** A verified account with some credits and the credit packages, created once; later starts leave them as they are. */
export async function seedDemoAccount() {
  await Payment.seedPackages();
  const existing = await User.fromEmail(DEMO.email);
  const user =
    existing ??
    (await User.create({
      email: DEMO.email,
      firstName: "Demo",
      lastName: "Owner",
      companyName: "Demo Company",
      passwordHash: await Password.create(DEMO.password),
      emailVerified: true,
    }));
  if (!user) throw new Error("Could not create the demo account");
  await Credit.grant({ userId: user.userId, ledgerId: "seed_demo_credits", credits: DEMO.credits, reference: "Welcome credits" });
  return DEMO;
}

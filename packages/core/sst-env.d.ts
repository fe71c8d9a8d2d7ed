/* Resource shapes linked by infra/ (and set by the local runner as SST_RESOURCE_* variables). */
import "sst";
declare module "sst" {
  export interface Resource {
    App: { name: string; stage: string };
    Table: { name: string; type: "sst.aws.Dynamo" };
    Avatars: { name: string; type: "sst.aws.Bucket" };
    JwtSecret: { value: string; type: "sst.sst.Secret" };
    TwoFactorKey: { value: string; type: "sst.sst.Secret" };
    Email: { sender: string; outbox?: string; type: "sst.aws.Email" };
    Site: { url: string; type: "sst.sst.Linkable" };
    StripeSecretKey: { value: string; type: "sst.sst.Secret" };
    StripeWebhookSecret: { value: string; type: "sst.sst.Secret" };
    AiApiKey: { value: string; type: "sst.sst.Secret" };
    KieApiKey: { value: string; type: "sst.sst.Secret" };
    ImageApiKey: { value: string; type: "sst.sst.Secret" };
    InstagramAppId: { value: string; type: "sst.sst.Secret" };
    InstagramAppSecret: { value: string; type: "sst.sst.Secret" };
    SearchApiKey: { value: string; type: "sst.sst.Secret" };
    PageSpeedApiKey: { value: string; type: "sst.sst.Secret" };
    GoogleClientId: { value: string; type: "sst.sst.Secret" };
    GoogleClientSecret: { value: string; type: "sst.sst.Secret" };
    MailQueue: { url: string; type: "sst.aws.Queue" };
    RunQueue: { url: string; type: "sst.aws.Queue" };
    /** Runs that render media (social videos), for the worker that carries ffmpeg. */
    MediaQueue: { url: string; type: "sst.aws.Queue" };
    /** Linked only in the cloud: the header CloudFront adds so the API knows a request came through it. */
    OriginGuard: { secret: string; type: "sst.sst.Linkable" };
  }
}
export {};

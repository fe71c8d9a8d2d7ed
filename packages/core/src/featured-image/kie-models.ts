/** Kie.ai's image models the featured image can be made with, by the ids its APIs take. */
export const KIE_IMAGE_MODELS = ["flux-kontext-pro", "flux-kontext-max", "gpt-4o-image"] as const;

export type KieImageModel = (typeof KIE_IMAGE_MODELS)[number];

export const isKieImageModel = (value: string): value is KieImageModel => (KIE_IMAGE_MODELS as readonly string[]).includes(value);

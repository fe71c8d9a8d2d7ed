import { SERVICE_TYPES, type ServiceType } from "@sitecrew/core/service/schema";

/** The address's type when it is a type of service Manage Services lists; any other is no filter. */
export const knownServiceType = (type: string | undefined): ServiceType | undefined => SERVICE_TYPES.find((known) => known === type);

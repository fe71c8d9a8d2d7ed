/**
 * Builds the value on first use. ElectroDB validates each model when an entity is constructed
 * (a few milliseconds apiece), and a Lambda would otherwise pay that for every entity at import.
 */
export function lazy<T extends object>(build: () => T): T {
  let value: T | undefined;
  const target = () => (value ??= build());
  return new Proxy({} as T, {
    get(_, key): unknown {
      const property: unknown = Reflect.get(target(), key);
      return typeof property === "function" ? property.bind(target()) : property;
    },
    has: (_, key) => Reflect.has(target(), key),
    getPrototypeOf: () => Reflect.getPrototypeOf(target()),
    ownKeys: () => Reflect.ownKeys(target()),
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(target(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
  });
}

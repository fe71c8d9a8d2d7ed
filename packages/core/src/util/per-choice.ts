/**
 * One adapter per configuration: made on first use, and made again only when the choice read from the
 * configuration differs from the one it was made from. In a Lambda the choice never changes, so this is a
 * plain lazy value; a long-lived process whose configuration points elsewhere (a local runner restarting a
 * double, a test suite giving each file its own) gets the adapter its configuration names, not the first one.
 */
export function perChoice<C, V>(make: (choice: C) => V): (choice: C) => V {
  let made: { key: string; value: V } | undefined;
  return (choice) => {
    const key = JSON.stringify(choice);
    if (made?.key !== key) made = { key, value: make(choice) };
    return made.value;
  };
}

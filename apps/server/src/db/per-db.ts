/**
 * One of `make(db)` per database handle, made on its first use and dropped with the handle: prepared
 * statements, batchers and readers that belong to one pool (a test app, a bench, the server).
 */
export const perDb = <D extends object, T>(make: (db: D) => T) => {
  const made = new WeakMap<D, T>();
  return (db: D): T => {
    let found = made.get(db);
    if (found === undefined) made.set(db, (found = make(db)));
    return found;
  };
};

// Vitest 5 (and its browser runner) use ES2024/2025 built-ins that Node 20 lacks. Each is
// assigned with ??= so this file is inert on a Node that already has them.
type Grouper = <K, T>(items: Iterable<T>, key: (item: T, index: number) => K) => Map<K, T[]>;

const mapGroupBy: Grouper = (items, key) => {
  const groups = new Map();
  let index = 0;
  for (const item of items) {
    const k = key(item, index++);
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return groups;
};

const MapCtor = Map as unknown as { groupBy?: Grouper };
MapCtor.groupBy ??= mapGroupBy;

const ObjectCtor = Object as unknown as {
  groupBy?: <T>(items: Iterable<T>, key: (item: T, index: number) => PropertyKey) => Record<PropertyKey, T[]>;
};
ObjectCtor.groupBy ??= (items, key) => Object.fromEntries(mapGroupBy(items, key));

const PromiseCtor = Promise as unknown as {
  withResolvers?: () => {
    promise: Promise<unknown>;
    resolve: (v: unknown) => void;
    reject: (e: unknown) => void;
  };
};
PromiseCtor.withResolvers ??= () => {
  let resolve!: (v: unknown) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

type SetLike<T> = { has(value: T): boolean; keys(): Iterator<T> } & Iterable<T>;
const setProto = Set.prototype as unknown as Record<string, unknown>;
setProto.union ??= function union<T>(this: Set<T>, other: SetLike<T>) {
  return new Set([...this, ...other]);
};
setProto.intersection ??= function intersection<T>(this: Set<T>, other: SetLike<T>) {
  return new Set([...this].filter((v) => other.has(v)));
};
setProto.difference ??= function difference<T>(this: Set<T>, other: SetLike<T>) {
  return new Set([...this].filter((v) => !other.has(v)));
};
setProto.symmetricDifference ??= function symmetricDifference<T>(this: Set<T>, other: SetLike<T>) {
  const result = new Set(this);
  for (const v of other) {
    if (result.has(v)) result.delete(v);
    else result.add(v);
  }
  return result;
};
setProto.isSubsetOf ??= function isSubsetOf<T>(this: Set<T>, other: SetLike<T>) {
  return [...this].every((v) => other.has(v));
};
setProto.isSupersetOf ??= function isSupersetOf<T>(this: Set<T>, other: SetLike<T>) {
  for (const v of other) if (!this.has(v)) return false;
  return true;
};
setProto.isDisjointFrom ??= function isDisjointFrom<T>(this: Set<T>, other: SetLike<T>) {
  return [...this].every((v) => !other.has(v));
};

export {};

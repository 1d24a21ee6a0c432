type Node = Record<string, unknown>;

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null;

/**
 * zod's nullable unions come out as `{ anyOf: [...], nullable: true }` with no `type`, which OpenAPI
 * 3.0 does not allow (`nullable` only qualifies a `type`; redocly's nullable-type-sibling). The same
 * meaning, valid: each typed member of the union is nullable itself.
 */
export function moveNullableIntoUnions<T>(schema: T): T {
  if (Array.isArray(schema)) return schema.map(moveNullableIntoUnions) as T;
  if (!isNode(schema)) return schema;
  const node: Node = Object.fromEntries(
    Object.entries(schema).map(([key, value]) => [key, moveNullableIntoUnions(value)]),
  );
  const members = flattened(node.anyOf);
  if (node.nullable === true && node.type === undefined && members?.every((member) => member.type !== undefined)) {
    delete node.nullable;
    node.anyOf = members.map((member) => ({ ...member, nullable: true }));
  }
  return node as T;
}

/** A union's members, with a member that is only a union itself (a union of unions) spread into it. */
function flattened(members: unknown): Node[] | null {
  if (!Array.isArray(members) || !members.every(isNode)) return null;
  return members.flatMap((member) =>
    Object.keys(member).length === 1 && Array.isArray(member.anyOf) ? (flattened(member.anyOf) ?? [member]) : [member],
  );
}

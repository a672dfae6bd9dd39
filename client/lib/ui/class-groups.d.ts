/** The tailwind-merge class groups the client's sources use (scripts/tailwind-class-groups.ts). */
declare module 'virtual:tailwind-class-groups' {
  export const usedClassGroups: readonly string[];
}
